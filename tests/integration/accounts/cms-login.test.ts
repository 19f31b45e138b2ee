import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '../../../src/platform/config/limits'
import { hashLikePayload } from '../../../src/features/accounts/operations/password-check'
import { call, registerMember, uniqueIp } from '../../support/auth'
import { createUser, testPayload, unique } from '../../support/payload'
import { freshOtp } from '../../support/two-factor'

/**
 * Payload's own login, POST /cms-api/users/login, which the /cms sign-in form
 * posts to: held to the rules of /api/auth/login. The same
 * per-address limit and delays (shared with /api/auth/login), the same time
 * and the same message for unknown and known e-mails, and staff only.
 */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let register: Handler, siteLogin: Handler, cmsPost: Handler

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  ;({ POST: siteLogin } = await import('../../../src/app/api/auth/login/route'))
  // The handler of src/app/(payload)/cms-api/[...slug]/route.ts, built here without its stylesheet import.
  const { REST_POST } = await import('@payloadcms/next/routes')
  const post = REST_POST((await import('../../../payload.config')).default)
  cmsPost = (request) => post(request, { params: Promise.resolve({ slug: new URL(request.url).pathname.split('/').slice(2) }) })
})

const PASSWORD = 'Secret-pass-123' // tests/support/payload.ts createUser
const INVALID = { errors: [{ message: 'Invalid email or password' }] }
const delayed = (seconds: number) => ({
  errors: [
    { message: `Too many failed login attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'} or reset your password.` },
  ],
})
const cmsLogin = (email: string, password: string, ip = uniqueIp(), extra: Record<string, unknown> = {}) =>
  call(cmsPost, '/cms-api/users/login', { body: { email, password, ...extra }, ip })
const timed = async <T>(fn: () => Promise<T>) => {
  const start = performance.now()
  await fn()
  return performance.now() - start
}

describe('POST /cms-api/users/login', () => {
  it.each(['admin', 'editor'] as const)('signs an %s in, with the payload-token cookie the /cms form relies on', async (role) => {
    const user = await createUser(payload, role)
    // An admin adds the second factor (the refusals without it: auth-two-factor-cms.test.ts).
    const res = await cmsLogin(user.email, PASSWORD, undefined, role === 'admin' ? { otp: await freshOtp(payload, user.id) } : {})
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.user.email).toBe(user.email)
    expect(typeof body.token).toBe('string')
    expect(res.headers.get('set-cookie')).toContain('payload-token=')
  })

  it("accepts the /cms sign-in form's own body (multipart, the fields as JSON in _payload)", async () => {
    const editor = await createUser(payload, 'editor')
    const form = new FormData()
    form.append('_payload', JSON.stringify({ email: editor.email, password: PASSWORD }))
    const res = await cmsPost(
      new Request('http://localhost/cms-api/users/login', { method: 'POST', body: form, headers: { 'x-forwarded-for': uniqueIp() } }),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toContain('payload-token=')
  })

  it('refuses a member with the answer of a wrong password: members sign in on the site', async () => {
    const { form } = await registerMember(payload, register)
    const member = await cmsLogin(form.email, form.password)
    const wrong = await cmsLogin(form.email, 'Wrong-password-1')
    const unknown = await cmsLogin(`nobody-${unique()}@example.org`, 'Wrong-password-1')
    for (const res of [member, wrong, unknown]) {
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual(INVALID)
      expect(res.headers.get('set-cookie')).toBeNull()
    }
  })

  it('answers bad input with 400 and the form message, never 500', async () => {
    for (const [body, message] of [
      [{}, 'Email is required'],
      [{ email: 'not-an-email', password: 'x' }, 'Please enter a valid email address'],
      [{ email: 'a@example.org' }, 'Password is required'],
      // Payload keeps only text fields of a login body, so an object arrives as no e-mail at all.
      [{ email: { $gt: '' }, password: 'x' }, 'Email is required'],
    ] as const) {
      const res = await call(cmsPost, '/cms-api/users/login', { body })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ errors: [{ message }] })
    }
  })

  it('takes as long for an unknown e-mail as for a known one: at least the cost of a password hash', async () => {
    const { form } = await registerMember(payload, register)
    const [hash, known, unknown]: number[][] = [[], [], []]
    for (let i = 0; i < 3; i++) {
      hash.push(await timed(() => hashLikePayload(`x-${i}`)))
      known.push(await timed(() => cmsLogin(form.email, `Wrong-password-${i}`)))
      unknown.push(await timed(() => cmsLogin(`nobody-${unique()}@example.org`, `Wrong-password-${i}`)))
    }
    const hashCost = Math.min(...hash)
    const [k, u] = [Math.min(...known), Math.min(...unknown)]
    // A shared machine: the fastest of three each, interleaved, and loose bounds; the ratio is the point
    // (before the guard an unknown e-mail took ~1/16 of the time of a known one).
    expect(u).toBeGreaterThan(hashCost * 0.3)
    expect(k).toBeGreaterThan(hashCost * 0.3)
    expect(Math.max(k, u) / Math.min(k, u)).toBeLessThan(2)
  })

  it('delays an unknown and a known e-mail alike, with the same status and message, and never says "locked"', async () => {
    const known = (await registerMember(payload, register)).form.email
    const seen: string[][] = []
    for (const email of [known, `nobody-${unique()}@example.org`]) {
      const ip = uniqueIp()
      const answers: string[] = []
      for (let i = 0; i < 7; i++) {
        const res = await cmsLogin(email, `Wrong-password-${i}`, ip)
        answers.push(`${res.status} ${res.headers.get('retry-after')} ${await res.text()}`)
      }
      seen.push(answers)
    }
    const [i, d] = [JSON.stringify(INVALID), JSON.stringify(delayed(1))]
    expect(seen[0]).toEqual([...Array(5).fill(`401 null ${i}`), `429 1 ${d}`, `429 1 ${d}`])
    expect(seen[1]).toEqual(seen[0])
  })
})

describe('one set of limits for both doors', () => {
  it('counts /api/auth/login and /cms-api against the same per-address limit', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < RATE_LIMITS.login.limit; i++)
      expect((await call(siteLogin, '/api/auth/login', { body: { email: 'x' }, ip })).status).toBe(400)
    const admin = await createUser(payload, 'admin')
    const res = await cmsLogin(admin.email, PASSWORD, ip)
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({
      errors: [{ message: 'Too many attempts from your connection. Please try again in a few minutes.' }],
    })
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('shares the delays: failures through /cms-api slow /api/auth/login from that address, and back', async () => {
    const admin = await createUser(payload, 'admin')
    const ip = uniqueIp()
    for (let i = 0; i < 5; i++) expect((await cmsLogin(admin.email, `Wrong-password-${i}`, ip)).status).toBe(401)
    expect((await call(siteLogin, '/api/auth/login', { body: { email: admin.email, password: PASSWORD }, ip })).status).toBe(429)

    const other = await createUser(payload, 'editor')
    const ip2 = uniqueIp()
    for (let i = 0; i < 5; i++)
      await call(siteLogin, '/api/auth/login', { body: { email: other.email, password: `Wrong-password-${i}` }, ip: ip2 })
    expect((await cmsLogin(other.email, PASSWORD, ip2)).status).toBe(429)
    expect((await cmsLogin(other.email, PASSWORD)).status).toBe(200)
  })
})
