/**
 * Structured logs: one JSON object per line, with the request id when there is
 * one. Never pass passwords, tokens or reset links in `fields`.
 */
type Level = 'debug' | 'info' | 'warn' | 'error'

const SECRET_KEYS = /pass(word)?|token|secret|authorization|cookie|signature/i

function scrub(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) out[key] = SECRET_KEYS.test(key) ? '[redacted]' : value
  return out
}

function write(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...scrub(fields) })
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n')
  else process.stdout.write(line + '\n')
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
}

/** The request id our proxy assigns (or the one a load balancer sent). */
export const requestIdOf = (req: Request) => req.headers.get('x-request-id') ?? undefined
