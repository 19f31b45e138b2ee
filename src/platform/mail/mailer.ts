import fs from 'node:fs'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'

import { getEnv, type Env } from '../config/env'
import { log } from '../log'

/**
 * Nodemailer waits up to 2 minutes to connect and 10 minutes on a silent
 * socket: a hung server would outlive the outbox lease (src/platform/mail/outbox.ts)
 * and the mail could be sent twice. These bounds end a send (sent or failed)
 * well inside it; options in SMTP_URL's query string still win.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

/** SMTP_URL with the timeouts above in its query string (nodemailer ignores other options beside a `url`). */
export function withSmtpTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  for (const [key, ms] of Object.entries(SMTP_TIMEOUTS)) if (!url.searchParams.has(key)) url.searchParams.set(key, String(ms))
  return url.toString()
}

/**
 * With SMTP_URL the mail goes to that server. Without it each message is written
 * as an .eml file under DATA_DIR/outbox, so a fresh machine (and the tests) can
 * read every mail the site sends.
 */
export function createMailTransport(env: Env): Transporter {
  if (env.smtpUrl) return nodemailer.createTransport(withSmtpTimeouts(env.smtpUrl))
  return nodemailer.createTransport({
    name: 'outbox',
    version: '1',
    send(mail, done) {
      const dir = env.outboxDir
      fs.mkdirSync(dir, { recursive: true })
      const file = path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`)
      const stream = mail.message.createReadStream()
      const out = fs.createWriteStream(file)
      stream.pipe(out)
      out.on('finish', () => {
        log.info({ file }, 'mail written to outbox')
        done(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId() } as never)
      })
      out.on('error', (err) => done(err, undefined as never))
      stream.on('error', (err) => done(err, undefined as never))
    },
  })
}

/** "Name <address>" → its parts, for Payload's email adapter. */
export function splitFrom(from: string): { name: string; address: string } {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return m ? { name: m[1] || m[2], address: m[2] } : { name: from, address: from }
}

/** The development outbox's mails (full paths of its .eml files; none when there is no outbox yet). */
export async function outboxFiles(dir: string = getEnv().outboxDir): Promise<string[]> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[])
  return names.filter((n) => n.endsWith('.eml')).map((n) => path.join(dir, n))
}
