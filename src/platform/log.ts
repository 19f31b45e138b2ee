import { multistream, pino } from 'pino'

/**
 * The one logger of the site, shared with Payload (payload.config.ts `logger`):
 * pino, one JSON object per line (`level` as a word, ISO `time`, `msg`, then the
 * fields), warnings and errors on stderr, the rest on stdout. Call it pino's way,
 * fields first: `log.info({ requestId, userId }, 'login succeeded')`. Secrets are
 * redacted by key, but never pass passwords, tokens or reset links anyway.
 */

const SECRET_KEYS = ['password', 'confirmPassword', 'token', 'secret', 'authorization', 'cookie', 'signature', 'razorpay_signature']

// Through process.stdout/stderr.write (not pino's own file descriptor writes), so the
// console, the start script's output capture and the tests all see the same lines.
const toStdout = { write: (line: string) => void process.stdout.write(line) }
const toStderr = { write: (line: string) => void process.stderr.write(line) }

export const log = pino(
  {
    level: 'info',
    base: undefined,
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label) => ({ level: label }) },
    redact: {
      paths: [...SECRET_KEYS, ...SECRET_KEYS.map((k) => `*.${k}`), 'req.headers.authorization', 'req.headers.cookie'],
      censor: '[redacted]',
    },
  },
  multistream(
    [
      { level: 'info', stream: toStdout },
      { level: 'warn', stream: toStderr },
    ],
    { dedupe: true },
  ),
)

/** The request id our proxy assigns (or the one a load balancer sent). */
export const requestIdOf = (req: Request) => req.headers.get('x-request-id') ?? undefined
