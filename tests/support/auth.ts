import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { settleJobs } from './jobs'
import { registrationForm } from './member-form'
import { unique } from './payload'

/** Shared by the auth-*.test.ts files: requests to the route handlers, members, and the mail outbox. */

type Handler = (request: Request) => Promise<Response>

let ipCounter = 0
/** Each call gets its own client address, so the per-address limits never leak between tests. */
export const uniqueIp = () => {
  ipCounter += 1
  return `10.${process.pid & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

export type Call = { body?: unknown; raw?: string; token?: string; ip?: string; headers?: Record<string, string>; method?: string }

/** Calls a route handler as Next.js would: JSON body, a client address, an optional bearer token. */
export function call(handler: Handler, url: string, { body, raw, token, ip = uniqueIp(), headers = {}, method = 'POST' }: Call = {}) {
  const h: Record<string, string> = { 'x-forwarded-for': ip, ...headers }
  if (body !== undefined || raw !== undefined) h['content-type'] ??= 'application/json'
  if (token) h.authorization = `Bearer ${token}`
  return handler(
    new Request(`http://localhost${url}`, { method, headers: h, body: raw ?? (body === undefined ? undefined : JSON.stringify(body)) }),
  )
}

/** A complete, valid registration form for a new member. */
export const registration = (extra: Record<string, unknown> = {}) => registrationForm(unique(), extra)

/** Registers through the API and returns the form, the token and the stored user. */
export async function registerMember(payload: Payload, register: Handler, extra: Record<string, unknown> = {}) {
  const form = registration(extra)
  const res = await call(register, '/api/auth/register', { body: form })
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`)
  const { token } = (await res.json()) as { token: string }
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: form.email } }, overrideAccess: true })
  return { form, token, user: docs[0] }
}

/** Every key of a JSON value, at any depth, for "no secret ever leaves" checks. */
export function allKeys(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, out))
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k)
      allKeys(v, out)
    }
  }
  return out
}

export const SECRET_KEYS = [
  'hash',
  'salt',
  'sessions',
  'password',
  'loginAttempts',
  'lockUntil',
  'resetPasswordToken',
  'secondFactorSecret',
  'secondFactorEnabledAt',
  'secondFactorLastStep',
  'secondFactorRecoveryCodes',
]

// ---- The outbox (DATA_DIR/outbox, one .eml per mail) ---------------------------

// This worker's DATA_DIR (tests/support/integration-env.ts).
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8')

export type Mail = { to: string; subject: string; text: string; html: string; raw: string }

function parse(raw: string): Mail {
  // Long headers are folded (a line break before a space or tab, RFC 5322 §2.2.3): unfold them first,
  // or a subject longer than one line is read as its first line only.
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n(?=[ \t])/g, '')
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? ''
  const part = (type: string) => {
    const m = new RegExp(`Content-Type: ${type}[^]*?\\r?\\n\\r?\\n([^]*?)(?:\\r?\\n--|$)`, 'i').exec(raw)
    if (!m) return ''
    const headers = raw.slice(raw.lastIndexOf('Content-Type', m.index + 20), m.index + m[0].length - m[1].length)
    if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(m[1].replace(/\s+/g, ''), 'base64').toString('utf8')
    if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return decodeQuotedPrintable(m[1])
    return m[1]
  }
  return { to: header('To'), subject: header('Subject'), text: part('text/plain'), html: part('text/html'), raw }
}

/** The mails sent to `address`, oldest first, once the work left for after the answers, the queued jobs and the outbox are done. */
export async function mailsTo(address: string): Promise<Mail[]> {
  await settleJobs()
  if (!fs.existsSync(outbox())) return []
  return fs
    .readdirSync(outbox())
    .filter((f) => f.endsWith('.eml'))
    .map((f) => ({ f, at: fs.statSync(path.join(outbox(), f)).mtimeMs }))
    .sort((a, b) => a.at - b.at || a.f.localeCompare(b.f))
    .map(({ f }) => parse(fs.readFileSync(path.join(outbox(), f), 'utf8')))
    .filter((m) => m.to.toLowerCase().includes(address.toLowerCase()))
}

/** The newest mail to `address` (fails the test when there is none). */
export async function lastMailTo(address: string): Promise<Mail> {
  const mails = await mailsTo(address)
  if (!mails.length) throw new Error(`no mail to ${address}`)
  return mails[mails.length - 1]
}

/** The token of the newest reset link mailed to `address`. */
export async function resetTokenFor(address: string): Promise<string> {
  const mail = await lastMailTo(address)
  const m = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)
  if (!m) throw new Error(`no reset link in the mail to ${address}`)
  return decodeURIComponent(m[1])
}
