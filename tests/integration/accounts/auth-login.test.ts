import type { Payload } from 'payload'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { RATE_LIMITS } from '../../../src/platform/config/limits'
import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { createUser, testPayload, unique } from '../../support/payload'
import { freshOtp } from '../../support/two-factor'
import { allKeys, call, registerMember, SECRET_KEYS, uniqueIp } from '../../support/auth'

/** POST /api/auth/login: answers, enumeration, growing delays, throttling, the CMS cookie. */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let register: Handler, login: Handler, profile: Handler

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  ;({ POST: login } = await import('../../../src/app/api/auth/login/route'))
  ;({ GET: profile } = await import('../../../src/app/api/auth/profile/route'))
})

afterEach(() => vi.restoreAllMocks())

const PASSWORD = 'Secret-pass-123' // tests/support/payload.ts createUser
const INVALID = { message: 'Invalid email or password' }
const attempt = (email: string, password: string, ip = uniqueIp()) => call(login, '/api/auth/login', { body: { email, password }, ip })

describe('a correct login', () => {
  it('answers {token, user:{role, name, email}} and the token opens the profile', async () => {
    const { form } = await registerMember(payload, register)
    const res = await attempt(form.email, form.password)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(Object.keys(body).sort()).toEqual(['token', 'user'])
    expect(body.user).toEqual({ role: 'member', name: form.name, email: form.email })
    for (const key of SECRET_KEYS) expect(allKeys(body).has(key)).toBe(false)
    expect((await call(profile, '/api/auth/profile', { method: 'GET', token: body.token })).status).toBe(200)
    // A member gets no CMS cookie.
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const { form } = await registerMember(payload, register)
    expect((await attempt(`  ${form.email.toUpperCase()} `, form.password)).status).toBe(200)
  })

  it.each(['admin', 'editor'] as const)(
    'signs an %s in to the CMS too: an HttpOnly payload-token cookie with the same token',
    async (role) => {
      const user = await createUser(payload, role)
      // An admin sends the code of its second factor.
      const otp = role === 'admin' ? await freshOtp(payload, user.id) : undefined
      const res = await call(login, '/api/auth/login', { body: { email: user.email, password: PASSWORD, otp } })
      expect(res.status).toBe(200)
      const { token, user: shown } = await res.json()
      expect(shown.role).toBe(role)
      const cookie = res.headers.get('set-cookie') ?? ''
      expect(cookie).toContain(`payload-token=${token};`)
      expect(cookie).toMatch(/; Path=\/(;|$)/)
      expect(cookie).toMatch(/; HttpOnly(;|$)/)
      expect(cookie).toMatch(/; SameSite=Lax(;|$)/)
      expect(cookie).toMatch(/; Max-Age=2592000(;|$)/)
      // SITE_URL is http:// in the tests, so not Secure (a browser would drop it on http).
      expect(cookie).not.toMatch(/Secure/)
      // The cookie is what Payload's admin reads: it authenticates the same user (on a page of the site itself,
      // which a browser says with Sec-Fetch-Site: Payload's CSRF allowlist, payload.config.ts).
      const cms = await payload.auth({ headers: new Headers({ cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' }) })
      expect(cms.user?.email).toBe(shown.email)
    },
  )

  it('logs the login without the password', async () => {
    const { form } = await registerMember(payload, register)
    const lines: string[] = []
    const capture = (chunk: unknown) => (lines.push(String(chunk)), true)
    vi.spyOn(process.stdout, 'write').mockImplementation(capture)
    vi.spyOn(process.stderr, 'write').mockImplementation(capture)
    await attempt(form.email, form.password)
    await attempt(form.email, 'Wrong-password-1')
    vi.restoreAllMocks()
    const logged = lines.join('')
    expect(logged).toContain('login succeeded')
    expect(logged).toContain('login failed')
    expect(logged).not.toContain(form.password)
    expect(logged).not.toContain('Wrong-password-1')
  })
})

describe('no account enumeration', () => {
  it('answers a wrong password and an unknown e-mail byte for byte the same', async () => {
    const { form } = await registerMember(payload, register)
    const wrong = await attempt(form.email, 'Wrong-password-1')
    const unknown = await attempt(`nobody-${unique()}@example.org`, 'Wrong-password-1')
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    const [a, b] = [await wrong.text(), await unknown.text()]
    expect(a).toBe(b)
    expect(JSON.parse(a)).toEqual(INVALID)
    expect([...wrong.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort())
  })
})

describe('growing delays instead of a lock', () => {
  const delayed = (seconds: number) => ({
    message: `Too many failed login attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'} or reset your password.`,
  })
  // The delays are counted on the app's clock (Date.now): the test moves that clock on instead of waiting.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  const timePasses = (ms: number) => vi.setSystemTime(Date.now() + ms)

  it('after five failures from one address makes it wait 1 s, then 2 s, with the time left, even for the correct password', async () => {
    const { form } = await registerMember(payload, register)
    const ip = uniqueIp()
    for (let i = 0; i < 5; i++) {
      const res = await attempt(form.email, `Wrong-password-${i}`, ip)
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual(INVALID)
    }
    const res = await attempt(form.email, form.password, ip)
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual(delayed(1))
    expect(res.headers.get('retry-after')).toBe('1')
    timePasses(1100)
    expect((await attempt(form.email, 'Wrong-password-5', ip)).status).toBe(401)
    const again = await attempt(form.email, form.password, ip)
    expect(again.status).toBe(429)
    expect(await again.json()).toEqual(delayed(2))
    timePasses(2100)
    expect((await attempt(form.email, form.password, ip)).status).toBe(200)
  })

  it('lets the member in from another connection meanwhile: failures are no weapon', async () => {
    const { form } = await registerMember(payload, register)
    const attacker = uniqueIp()
    for (let i = 0; i < 8; i++) await attempt(form.email, `Wrong-password-${i}`, attacker)
    expect((await attempt(form.email, form.password, attacker)).status).toBe(429)
    expect((await attempt(form.email, form.password)).status).toBe(200)
  })

  it('slows a guesser spread over many addresses, and the member still gets in once the short wait is over', async () => {
    const { form } = await registerMember(payload, register)
    for (let i = 0; i < 20; i++) expect((await attempt(form.email, `Wrong-password-${i}`)).status).toBe(401)
    const res = await attempt(form.email, form.password)
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual(delayed(1))
    timePasses(1100)
    expect((await attempt(form.email, form.password)).status).toBe(200)
  })

  it('behaves the same for an unknown e-mail, so the delays reveal nothing', async () => {
    const known = (await registerMember(payload, register)).form.email
    const unknown = `nobody-${unique()}@example.org`
    const seen: string[][] = []
    for (const email of [known, unknown]) {
      const ip = uniqueIp()
      const answers: string[] = []
      for (let i = 0; i < 6; i++) {
        const res = await attempt(email, `Wrong-password-${i}`, ip)
        answers.push(`${res.status} ${res.headers.get('retry-after')} ${await res.text()}`)
      }
      seen.push(answers)
    }
    expect(seen[0]).toEqual([...Array(5).fill(`401 null ${JSON.stringify(INVALID)}`), `429 1 ${JSON.stringify(delayed(1))}`])
    expect(seen[1]).toEqual(seen[0])
  })

  it('keeps no lock of Payload: none is configured and none is stored, so an account Payload once locked is not stuck', async () => {
    expect(payload.collections.users.config.auth.maxLoginAttempts).toBe(0)
    const columns = await rows(
      drizzleOf(payload),
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name IN ('lock_until', 'login_attempts')`,
    )
    expect(columns).toEqual([])
    const { form } = await registerMember(payload, register)
    for (let i = 0; i < 12; i++) expect((await attempt(form.email, `Wrong-password-${i}`)).status).toBe(401)
    expect((await attempt(form.email, form.password)).status).toBe(200)
  })

  it('forgets the failures after a successful login', async () => {
    const { form } = await registerMember(payload, register)
    const ip = uniqueIp()
    for (let i = 0; i < 4; i++) expect((await attempt(form.email, 'Wrong-password-1', ip)).status).toBe(401)
    expect((await attempt(form.email, form.password, ip)).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await attempt(form.email, 'Wrong-password-1', ip)).status).toBe(401)
    expect((await attempt(form.email, form.password, ip)).status).toBe(200)
  })
})

describe('throttling per address', () => {
  const { limit } = RATE_LIMITS.login
  it(`lets one address make ${limit} attempts in ten minutes, whichever accounts they aim at`, async () => {
    const ip = uniqueIp()
    for (let i = 0; i < limit; i++) expect((await call(login, '/api/auth/login', { body: { email: 'x' }, ip })).status).toBe(400)
    const { form } = await registerMember(payload, register)
    const res = await attempt(form.email, form.password, ip)
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({ message: 'Too many attempts from your connection. Please try again in a few minutes.' })
    expect((await attempt(form.email, form.password)).status).toBe(200)
  })
})

describe('bad input', () => {
  it.each([
    ['an empty object', { body: {} }, 'Email is required'],
    ['a missing password', { body: { email: 'a@example.org' } }, 'Password is required'],
    ['an empty password', { body: { email: 'a@example.org', password: '' } }, 'Password is required'],
    ['a bad e-mail', { body: { email: 'not-an-email', password: 'x' } }, 'Please enter a valid email address'],
    ["an e-mail of ' OR 1=1--", { body: { email: "' OR 1=1--", password: "' OR 1=1--" } }, 'Please enter a valid email address'],
    ['an object as e-mail', { body: { email: { $gt: '' }, password: 'x' } }, 'Email must be text'],
    ['a number as password', { body: { email: 'a@example.org', password: 12345678 } }, 'Password is required'],
    [
      'a 10,000-character e-mail',
      { body: { email: `${'x'.repeat(10_000)}@example.org`, password: 'x' } },
      'Email must be at most 254 characters',
    ],
    [
      'a 10,000-character password',
      { body: { email: 'a@example.org', password: 'x'.repeat(10_000) } },
      'Password must be at most 128 characters long',
    ],
    ['malformed JSON', { raw: '{"email":' }, 'Please send the form fields as a JSON object.'],
    ['a JSON array', { raw: '[]' }, 'Please send the form fields as a JSON object.'],
  ])('answers 400 for %s', async (_what, request, message) => {
    const res = await call(login, '/api/auth/login', request)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message })
  })

  it('ignores unknown fields', async () => {
    const { form } = await registerMember(payload, register)
    const res = await call(login, '/api/auth/login', {
      body: { email: form.email, password: form.password, role: 'admin', remember: true },
    })
    expect(res.status).toBe(200)
    expect((await res.json()).user.role).toBe('member')
  })
})
