import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '../../../src/platform/config/limits'
import { testPayload } from '../../support/payload'
import { allKeys, call, lastMailTo, registerMember, registration, SECRET_KEYS, uniqueIp } from '../../support/auth'

/** POST /api/auth/register against the test database. */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let register: Handler, profile: Handler

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  ;({ GET: profile } = await import('../../../src/app/api/auth/profile/route'))
})

const users = () => payload.count({ collection: 'users', overrideAccess: true }).then((r) => r.totalDocs)
const stored = async (email: string) =>
  (
    await payload.find({
      collection: 'users',
      where: { email: { equals: email.toLowerCase() } },
      overrideAccess: true,
      showHiddenFields: true,
    })
  ).docs[0]

describe('a valid registration', () => {
  it('creates a member, signs them in and answers {token, user:{role, name, email}}', async () => {
    const form = registration()
    const res = await call(register, '/api/auth/register', { body: form })
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(Object.keys(body).sort()).toEqual(['token', 'user'])
    expect(body.user).toEqual({ role: 'member', name: form.name, email: form.email })
    expect(typeof body.token).toBe('string')

    const user = await stored(form.email)
    expect(user).toMatchObject({
      name: form.name,
      ehrms: form.ehrms,
      gender: 'Female',
      block: form.block,
      phone: form.phone,
      district: 'Lucknow',
      ayushman: form.ayushman,
      designation: 'Community Health Officer',
      role: 'member',
    })
    // The token is a working session: the profile route knows the new member.
    const me = await call(profile, '/api/auth/profile', { method: 'GET', token: body.token })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email: form.email, dob: '1994-07-21', joiningDate: '2021-02-15' })
  })

  it('ignores the role in the body: always a member', async () => {
    const form = registration({ role: 'admin' })
    const res = await call(register, '/api/auth/register', { body: form })
    expect(res.status).toBe(201)
    expect((await res.json()).user.role).toBe('member')
    expect((await stored(form.email)).role).toBe('member')
  })

  it('ignores unknown and internal fields', async () => {
    const form = registration({
      loginAttempts: 99,
      lockUntil: '2099-01-01',
      sessions: [{ id: 'x' }],
      designation: 'Chief',
      isAdmin: true,
      id: 1,
    })
    expect((await call(register, '/api/auth/register', { body: form })).status).toBe(201)
    const user = await stored(form.email)
    expect(user.designation).toBe('Community Health Officer')
    expect((user as { loginAttempts?: number }).loginAttempts ?? 0).toBe(0)
    expect((user as { lockUntil?: string }).lockUntil ?? null).toBeNull()
    expect(user.id).not.toBe(1)
  })

  it('stores the e-mail in lower case and SQL-looking text verbatim', async () => {
    const form = registration({ name: "Robert'); DROP TABLE users;--" })
    const mixed = form.email.replace('sunita', 'SuNiTa')
    expect((await call(register, '/api/auth/register', { body: { ...form, email: mixed } })).status).toBe(201)
    const user = await stored(form.email)
    expect(user.email).toBe(form.email)
    expect(user.name).toBe("Robert'); DROP TABLE users;--")
  })

  it('sends a welcome mail whose next step is the fee at SITE_URL/certificate', async () => {
    const form = registration()
    expect((await call(register, '/api/auth/register', { body: form, headers: { host: 'evil.example' } })).status).toBe(201)
    const mail = await lastMailTo(form.email)
    expect(mail.subject).toMatch(/welcome/i)
    expect(mail.text).toContain('Dear Sunita Maurya')
    expect(mail.text).toContain('http://localhost:3999/certificate')
    expect(mail.text).toContain('Rs 100.00')
    expect(mail.raw).not.toContain('evil.example')
    expect(mail.raw).not.toContain(form.password)
  })

  it('hashes passwords with a salt: two members with the same password have different hashes', async () => {
    const a = await registerMember(payload, register)
    const b = await registerMember(payload, register)
    const [ua, ub] = [await stored(a.form.email), await stored(b.form.email)]
    expect(a.form.password).toBe(b.form.password)
    expect(ua.hash).toBeTruthy()
    expect(ua.hash).not.toBe(ub.hash)
    expect(ua.salt).not.toBe(ub.salt)
    expect(ua.hash).not.toContain(a.form.password)
  })

  it('never answers with a hash, salt or sessions', async () => {
    const res = await call(register, '/api/auth/register', { body: registration() })
    const keys = allKeys(await res.json())
    for (const key of SECRET_KEYS) expect(keys.has(key)).toBe(false)
  })
})

describe('duplicates', () => {
  it('answers 409 for an e-mail already registered, in whatever case', async () => {
    const { form } = await registerMember(payload, register)
    const before = await users()
    const res = await call(register, '/api/auth/register', { body: registration({ email: form.email.toUpperCase() }) })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ message: 'An account with this email already exists' })
    expect(await users()).toBe(before)
  })

  it('answers 409 for an EHRMS code already registered', async () => {
    const { form } = await registerMember(payload, register)
    const before = await users()
    const res = await call(register, '/api/auth/register', { body: registration({ ehrms: form.ehrms }) })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ message: 'An account with this EHRMS code already exists' })
    expect(await users()).toBe(before)
  })
})

describe('bad input', () => {
  const g = registration()
  const NOT_OBJECT = 'Please send the form fields as a JSON object.'
  it.each([
    ['an empty object', {}, 'Name is required'],
    ['a missing e-mail', { ...g, email: undefined }, 'Email is required'],
    ['a missing EHRMS code', { ...g, ehrms: '' }, 'Ehrms is required'],
    ['a missing date of birth', { ...g, dob: undefined }, 'Dob is required'],
    ['a missing phone', { ...g, phone: '  ' }, 'Phone is required'],
    ['a missing district', { ...g, district: undefined }, 'District is required'],
    ['a missing password', { ...g, password: undefined }, 'Password is required'],
    ['a missing confirmation', { ...g, confirmPassword: undefined }, 'ConfirmPassword is required'],
    ['a bad e-mail', { ...g, email: 'sunita.example.org' }, 'Please enter a valid email address'],
    ["an e-mail of ' OR 1=1--", { ...g, email: "' OR 1=1--" }, 'Please enter a valid email address'],
    ['an e-mail Payload cannot store', { ...g, email: 'a@b.c' }, 'Please enter a valid email address'],
    ['a 9-digit phone', { ...g, phone: '987654321' }, 'Please enter a valid 10-digit phone number'],
    ['a phone with letters', { ...g, phone: '98765abcde' }, 'Please enter a valid 10-digit phone number'],
    ['an unknown district', { ...g, district: 'Atlantis' }, 'Please select a district from the list'],
    ["a district of ' OR 1=1--", { ...g, district: "' OR 1=1--" }, 'Please select a district from the list'],
    ['a date of birth in the future', { ...g, dob: '2099-01-01' }, 'Please enter a valid date'],
    ['an impossible date', { ...g, dob: '1990-02-30' }, 'Please enter a valid date'],
    ['a date in another format', { ...g, joiningDate: '15-02-2021' }, 'Please enter a valid date'],
    ['an unknown gender', { ...g, gender: 'Robot' }, 'Please select Male, Female or Other'],
    ['a short password', { ...g, password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters long'],
    ['passwords that differ', { ...g, confirmPassword: 'Something-else-1' }, 'Passwords do not match'],
    ['the privacy policy not accepted', { ...g, privacy: false }, 'You must accept the privacy policy'],
    ['privacy as a string', { ...g, privacy: 'true' }, 'You must accept the privacy policy'],
    ['a number as name', { ...g, name: 12345 }, 'Name must be text'],
    ['an object as e-mail', { ...g, email: { $ne: '' } }, 'Email must be text'],
    ['a number as phone', { ...g, phone: 9876543210 }, 'Phone must be text'],
    ['an array as password', { ...g, password: ['a', 'b'] }, 'Password must be text'],
    ['a 10,000-character name', { ...g, name: 'x'.repeat(10_000) }, 'Name must be at most 100 characters'],
    ['a 10,000-character EHRMS code', { ...g, ehrms: 'x'.repeat(10_000) }, 'Ehrms must be at most 30 characters'],
    ['a 10,000-character block', { ...g, block: 'x'.repeat(10_000) }, 'Block must be at most 100 characters'],
    [
      'a 10,000-character password',
      { ...g, password: 'x'.repeat(10_000), confirmPassword: 'x'.repeat(10_000) },
      'Password must be at most 128 characters long',
    ],
    ['a JSON array', [g], NOT_OBJECT],
    ['a JSON string', 'hello', NOT_OBJECT],
    ['JSON null', null, NOT_OBJECT],
  ])('answers 400 and writes nothing for %s', async (_what, body, message) => {
    const before = await users()
    const res = await call(register, '/api/auth/register', { raw: JSON.stringify(body) })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message })
    expect(await users()).toBe(before)
  })

  it.each([
    ['malformed JSON', '{"name": "Sunita", '],
    ['an empty body', ''],
  ])('answers 400 for %s', async (_what, raw) => {
    const res = await call(register, '/api/auth/register', { raw })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: NOT_OBJECT })
  })

  it('answers 415 for a form post and 413 for a huge body, writing nothing', async () => {
    const before = await users()
    const form = await call(register, '/api/auth/register', {
      raw: 'name=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(415)
    expect(await form.json()).toHaveProperty('message')
    const huge = await call(register, '/api/auth/register', { body: { ...g, name: 'x'.repeat(100_000) } })
    expect(huge.status).toBe(413)
    expect(await huge.json()).toHaveProperty('message')
    expect(await users()).toBe(before)
  })
})

describe('rate limit', () => {
  const { limit } = RATE_LIMITS.register
  it(`lets one address try ${limit} times an hour, then answers 429 with Retry-After`, async () => {
    const ip = uniqueIp()
    for (let i = 0; i < limit; i++) expect((await call(register, '/api/auth/register', { body: {}, ip })).status).toBe(400)
    const res = await call(register, '/api/auth/register', { body: registration(), ip })
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({ message: 'Too many attempts from your connection. Please try again in a few minutes.' })
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await call(register, '/api/auth/register', { body: registration() })).status).toBe(201)
  })
})
