import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '../../../src/platform/config/limits'
import { createUser, testPayload, unique } from '../../support/payload'
import { call, lastMailTo, mailsTo, registerMember, resetTokenFor, uniqueIp } from '../../support/auth'

/** POST /api/auth/forgot-password and /api/auth/reset-password. */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let register: Handler, login: Handler, forgot: Handler, reset: Handler, profile: Handler

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  ;({ POST: login } = await import('../../../src/app/api/auth/login/route'))
  ;({ POST: forgot } = await import('../../../src/app/api/auth/forgot-password/route'))
  ;({ POST: reset } = await import('../../../src/app/api/auth/reset-password/route'))
  ;({ GET: profile } = await import('../../../src/app/api/auth/profile/route'))
})

const SENT = { message: 'If an account exists for this email, a reset link has been sent.' }
const INVALID_LINK = { message: 'This reset link is invalid or has expired. Please request a new one.' }
const DONE = { message: 'Your password has been reset. You can now log in.' }
const NEW_PASSWORD = 'Brand-new-pass-7'

const requestLink = (email: string, extra: Parameters<typeof call>[2] = {}) =>
  call(forgot, '/api/auth/forgot-password', { body: { email }, ...extra })
const resetWith = (token: string, password = NEW_PASSWORD) => call(reset, '/api/auth/reset-password', { body: { token, password } })
const logIn = (email: string, password: string, ip?: string) => call(login, '/api/auth/login', { body: { email, password }, ip })
const resetsOf = (userId: number) =>
  payload.find({ collection: 'password-resets', where: { user: { equals: userId } }, overrideAccess: true }).then((r) => r.docs)

describe('POST /api/auth/forgot-password', () => {
  it('answers a known and an unknown address byte for byte the same', async () => {
    const { form } = await registerMember(payload, register)
    const known = await requestLink(form.email)
    const unknown = await requestLink(`nobody-${unique()}@example.org`)
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    const [a, b] = [await known.text(), await unknown.text()]
    expect(a).toBe(b)
    expect(JSON.parse(a)).toEqual(SENT)
  })

  it('mails a link built from SITE_URL even when the Host header says otherwise', async () => {
    const { form } = await registerMember(payload, register)
    const res = await requestLink(form.email, {
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' },
    })
    expect(res.status).toBe(200)
    const mail = await lastMailTo(form.email)
    expect(mail.subject).toBe('Reset your password')
    expect(mail.text).toMatch(/http:\/\/localhost:3999\/reset-password\?token=[A-Za-z0-9_-]{43}\n/)
    expect(mail.raw).not.toContain('evil.example')
  })

  it('stores only the SHA-256 of a 256-bit token, expiring within the hour', async () => {
    const { form, user } = await registerMember(payload, register)
    await requestLink(form.email)
    const token = await resetTokenFor(form.email)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const [row] = await resetsOf(user.id)
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(token)
    const ttl = new Date(row.expiresAt).getTime() - Date.now()
    expect(ttl).toBeGreaterThan(55 * 60_000)
    expect(ttl).toBeLessThanOrEqual(60 * 60_000)
  })

  it('sends nothing to an unknown address and stores nothing for it', async () => {
    const email = `nobody-${unique()}@example.org`
    const before = (await payload.count({ collection: 'password-resets', overrideAccess: true })).totalDocs
    await requestLink(email)
    expect(await mailsTo(email)).toEqual([])
    expect((await payload.count({ collection: 'password-resets', overrideAccess: true })).totalDocs).toBe(before)
  })

  it.each([
    ['an empty object', {}, 'Email is required'],
    ['a bad e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ["' OR 1=1--", { email: "' OR 1=1--" }, 'Please enter a valid email address'],
    ['a number', { email: 42 }, 'Email must be text'],
    ['a 10,000-character e-mail', { email: `${'x'.repeat(10_000)}@example.org` }, 'Email must be at most 254 characters'],
    ['a JSON array', [], 'Please send the form fields as a JSON object.'],
  ])('answers 400 for %s', async (_what, body, message) => {
    const res = await call(forgot, '/api/auth/forgot-password', { body })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message })
  })

  it('limits requests per e-mail (3 an hour) whether or not it is known', async () => {
    for (const email of [(await registerMember(payload, register)).form.email, `nobody-${unique()}@example.org`]) {
      for (let i = 0; i < 3; i++) expect((await requestLink(email)).status).toBe(200)
      const res = await requestLink(email)
      expect(res.status).toBe(429)
      expect(await res.json()).toEqual({ message: 'Too many reset requests. Please try again later.' })
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    }
  })

  const { limit } = RATE_LIMITS.forgotPerAddress
  it(`limits requests per address (${limit} in 15 minutes)`, async () => {
    const ip = uniqueIp()
    for (let i = 0; i < limit; i++) expect((await requestLink(`nobody-${unique()}@example.org`, { ip })).status).toBe(200)
    expect((await requestLink(`nobody-${unique()}@example.org`, { ip })).status).toBe(429)
  })
})

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once: the old one stops working, the new one works, a notice is mailed', async () => {
    const { form } = await registerMember(payload, register)
    await requestLink(form.email)
    const token = await resetTokenFor(form.email)
    const res = await resetWith(token)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(DONE)
    expect((await logIn(form.email, form.password)).status).toBe(401)
    expect((await logIn(form.email, NEW_PASSWORD)).status).toBe(200)
    const notice = await lastMailTo(form.email)
    expect(notice.subject).toBe('Your password was changed')
    expect(notice.raw).not.toContain(NEW_PASSWORD)
  })

  it('refuses the same link a second time', async () => {
    const { form } = await registerMember(payload, register)
    await requestLink(form.email)
    const token = await resetTokenFor(form.email)
    expect((await resetWith(token)).status).toBe(200)
    const again = await resetWith(token, 'Another-pass-99')
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual(INVALID_LINK)
    expect((await logIn(form.email, NEW_PASSWORD)).status).toBe(200)
  })

  it('lets only one of two simultaneous uses of a link succeed', async () => {
    const { form } = await registerMember(payload, register)
    await requestLink(form.email)
    const token = await resetTokenFor(form.email)
    const statuses = (await Promise.all([resetWith(token, 'Parallel-pass-1'), resetWith(token, 'Parallel-pass-2')])).map((r) => r.status)
    expect(statuses.sort()).toEqual([200, 400])
  })

  it('refuses an expired link', async () => {
    const { form, user } = await registerMember(payload, register)
    await requestLink(form.email)
    const token = await resetTokenFor(form.email)
    const [row] = await resetsOf(user.id)
    await payload.update({
      collection: 'password-resets',
      id: row.id,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const res = await resetWith(token)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual(INVALID_LINK)
    expect((await logIn(form.email, form.password)).status).toBe(200)
  })

  it('cancels the earlier link when a new one is requested', async () => {
    const { form } = await registerMember(payload, register)
    await requestLink(form.email)
    const first = await resetTokenFor(form.email)
    await requestLink(form.email)
    const second = await resetTokenFor(form.email)
    expect(second).not.toBe(first)
    expect((await resetWith(first)).status).toBe(400)
    expect((await resetWith(second)).status).toBe(200)
  })

  it('ends every session: tokens issued before the reset get 401 afterwards', async () => {
    const { form, token: first } = await registerMember(payload, register)
    const { token: second } = await (await logIn(form.email, form.password)).json()
    await requestLink(form.email)
    expect((await resetWith(await resetTokenFor(form.email))).status).toBe(200)
    for (const token of [first, second]) {
      const res = await call(profile, '/api/auth/profile', { method: 'GET', token })
      expect(res.status).toBe(401)
    }
  })

  it('is not stopped by a login delay, and lifts it: the member logs in at once', async () => {
    const { form } = await registerMember(payload, register)
    const ip = uniqueIp()
    for (let i = 0; i < 12; i++) await logIn(form.email, `Wrong-password-${i}`, ip)
    expect((await logIn(form.email, form.password, ip)).status).toBe(429)
    await requestLink(form.email)
    expect((await resetWith(await resetTokenFor(form.email))).status).toBe(200)
    expect((await logIn(form.email, NEW_PASSWORD, ip)).status).toBe(200)
  })

  it.each([
    ['a missing token', { password: NEW_PASSWORD }, INVALID_LINK.message],
    ['an unknown token', { token: 'A'.repeat(43), password: NEW_PASSWORD }, INVALID_LINK.message],
    ["a token of ' OR 1=1--", { token: "' OR 1=1--", password: NEW_PASSWORD }, INVALID_LINK.message],
    ['a number as token', { token: 12345, password: NEW_PASSWORD }, INVALID_LINK.message],
    ['a 10,000-character token', { token: 'A'.repeat(10_000), password: NEW_PASSWORD }, INVALID_LINK.message],
    ['a missing password', { token: 'A'.repeat(43) }, 'Password is required'],
    ['a 5-character password', { token: 'A'.repeat(43), password: '12345' }, 'Password must be at least 6 characters long'],
    [
      'a 10,000-character password',
      { token: 'A'.repeat(43), password: 'x'.repeat(10_000) },
      'Password must be at most 128 characters long',
    ],
    [
      'a confirmation that differs',
      { token: 'A'.repeat(43), password: NEW_PASSWORD, confirmPassword: 'Other-pass-1' },
      'Passwords do not match',
    ],
    ['a JSON array', [], 'Please send the form fields as a JSON object.'],
  ])('answers 400 for %s', async (_what, body, message) => {
    const res = await call(reset, '/api/auth/reset-password', { body })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message })
  })

  it('answers 400 for malformed JSON', async () => {
    const res = await call(reset, '/api/auth/reset-password', { raw: '{"token":' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'Please send the form fields as a JSON object.' })
  })

  it('keeps the reset links out of reach of Payload’s own API, even for an admin', async () => {
    const { user } = await registerMember(payload, register)
    const admin = await createUser(payload, 'admin')
    const as = { overrideAccess: false, user: { ...admin, collection: 'users' as const } }
    await expect(payload.find({ collection: 'password-resets', ...as })).rejects.toThrow(/not allowed/i)
    await expect(
      payload.create({
        collection: 'password-resets',
        data: { user: user.id, tokenHash: 'x', expiresAt: new Date().toISOString() },
        ...as,
      }),
    ).rejects.toThrow()
  })
})
