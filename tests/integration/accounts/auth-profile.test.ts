import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { membershipYear } from '../../../src/features/membership/rules/membership'
import { createUser, testPayload } from '../../support/payload'
import { allKeys, call, registerMember, SECRET_KEYS } from '../../support/auth'

/** GET and PUT /api/auth/profile: only ever the caller, only the editable fields. */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let register: Handler, login: Handler, GET: Handler, PUT: Handler

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  ;({ POST: login } = await import('../../../src/app/api/auth/login/route'))
  ;({ GET, PUT } = await import('../../../src/app/api/auth/profile/route'))
})

const PROFILE_KEYS = [
  'ayushman',
  'block',
  'designation',
  'district',
  'dob',
  'ehrms',
  'email',
  'gender',
  'id',
  'joiningDate',
  'name',
  'phone',
  'role',
]
let shared: Awaited<ReturnType<typeof registerMember>> | undefined
const read = async (id: number) =>
  (await payload.find({ collection: 'users', where: { id: { equals: id } }, overrideAccess: true, showHiddenFields: true })).docs[0]
const edit = (extra: Record<string, unknown> = {}) => ({
  name: 'Sunita Devi',
  gender: 'Female',
  phone: '9123456780',
  dob: '1993-01-31',
  block: 'Chinhat',
  district: 'Ayodhya',
  designation: 'Community Health Officer',
  joiningDate: '2022-09-01',
  ayushman: 'AAM Chinhat',
  ...extra,
})

describe('GET /api/auth/profile', () => {
  it("answers the caller's profile object with dates as YYYY-MM-DD", async () => {
    const { form, token, user } = await registerMember(payload, register)
    const res = await call(GET, '/api/auth/profile', { method: 'GET', token })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(Object.keys(body).sort()).toEqual(PROFILE_KEYS)
    expect(body).toEqual({
      id: user.id,
      name: form.name,
      gender: 'Female',
      email: form.email,
      ehrms: form.ehrms,
      phone: form.phone,
      dob: '1994-07-21',
      block: form.block,
      district: 'Lucknow',
      designation: 'Community Health Officer',
      joiningDate: '2021-02-15',
      ayushman: form.ayushman,
      role: 'member',
    })
    for (const key of SECRET_KEYS) expect(allKeys(body).has(key)).toBe(false)
  })

  it('gives null for empty fields', async () => {
    const user = await createUser(payload)
    const { token } = await (await call(login, '/api/auth/login', { body: { email: user.email, password: 'Secret-pass-123' } })).json()
    const body = await (await call(GET, '/api/auth/profile', { method: 'GET', token })).json()
    expect(body).toMatchObject({ dob: null, joiningDate: null, block: null, ayushman: null })
  })

  it('only ever returns the caller, whatever id the request names', async () => {
    const a = await registerMember(payload, register)
    const b = await registerMember(payload, register)
    const res = await call(GET, `/api/auth/profile?id=${b.user.id}&email=${encodeURIComponent(b.form.email)}`, {
      method: 'GET',
      token: a.token,
      headers: { 'x-user-id': String(b.user.id) },
    })
    const body = await res.json()
    expect(body.id).toBe(a.user.id)
    expect(body.email).toBe(a.form.email)
    expect(JSON.stringify(body)).not.toContain(b.form.email)
  })
})

describe('PUT /api/auth/profile', () => {
  it('updates the editable fields and answers {user: <profile>}', async () => {
    const { token, user } = await registerMember(payload, register)
    const res = await call(PUT, '/api/auth/profile', { method: 'PUT', token, body: edit() })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(Object.keys(body)).toEqual(['user'])
    expect(Object.keys(body.user).sort()).toEqual(PROFILE_KEYS)
    expect(body.user).toMatchObject(edit())
    const again = await (await call(GET, '/api/auth/profile', { method: 'GET', token })).json()
    expect(again).toEqual(body.user)
    expect(await read(user.id)).toMatchObject({ name: 'Sunita Devi', phone: '9123456780', district: 'Ayodhya', block: 'Chinhat' })
  })

  it('clears optional fields sent empty or left out', async () => {
    const { token } = await registerMember(payload, register)
    const res = await call(PUT, '/api/auth/profile', {
      method: 'PUT',
      token,
      body: edit({ block: '', joiningDate: '', ayushman: undefined }),
    })
    expect((await res.json()).user).toMatchObject({ block: null, joiningDate: null, ayushman: null })
  })

  it('ignores e-mail, EHRMS code, role, membership and internal fields in the body', async () => {
    const { form, token, user } = await registerMember(payload, register)
    const before = await read(user.id)
    const body = edit({
      email: 'taken-over@example.org',
      ehrms: 'HACKED-1',
      role: 'admin',
      id: user.id + 1000,
      password: 'Changed-pass-1',
      hash: 'x',
      sessions: [],
      loginAttempts: 99,
      membershipStatus: 'paid',
      membershipYear: membershipYear(),
      status: 'paid',
      isPaid: true,
      membership: { status: 'paid' },
    })
    const res = await call(PUT, '/api/auth/profile', { method: 'PUT', token, body })
    expect(res.status).toBe(200)
    expect((await res.json()).user).toMatchObject({ email: form.email, ehrms: form.ehrms, role: 'member', id: user.id })
    const after = await read(user.id)
    expect(after).toMatchObject({ email: before.email, ehrms: before.ehrms, role: 'member', hash: before.hash, salt: before.salt })
    expect((after as { loginAttempts?: number }).loginAttempts ?? 0).toBe(0)
    // The session is still there and the password unchanged.
    expect((await call(GET, '/api/auth/profile', { method: 'GET', token })).status).toBe(200)
    expect((await call(login, '/api/auth/login', { body: { email: form.email, password: form.password } })).status).toBe(200)
    expect((await payload.count({ collection: 'memberships', where: { user: { equals: user.id } } })).totalDocs).toBe(0)
  })

  it("changes only the caller: an id in the body does not reach another member's profile", async () => {
    const a = await registerMember(payload, register)
    const b = await registerMember(payload, register)
    const res = await call(PUT, '/api/auth/profile', { method: 'PUT', token: a.token, body: edit({ id: b.user.id, name: 'Renamed by A' }) })
    expect((await res.json()).user.id).toBe(a.user.id)
    expect((await read(b.user.id)).name).toBe(b.form.name)
    expect((await read(a.user.id)).name).toBe('Renamed by A')
  })

  it('stores the fixed designation whatever is sent', async () => {
    const { token } = await registerMember(payload, register)
    const res = await call(PUT, '/api/auth/profile', { method: 'PUT', token, body: edit({ designation: 'Chief Medical Officer' }) })
    expect((await res.json()).user.designation).toBe('Community Health Officer')
  })

  it.each([
    ['an empty object', {}, 'Name is required'],
    ['a missing phone', edit({ phone: undefined }), 'Phone is required'],
    ['a missing date of birth', edit({ dob: '' }), 'Dob is required'],
    ['a missing district', edit({ district: null }), 'District is required'],
    ['a missing designation', edit({ designation: '' }), 'Designation is required'],
    ['a bad phone', edit({ phone: '12345' }), 'Please enter a valid 10-digit phone number'],
    ['an unknown district', edit({ district: 'Gotham' }), 'Please select a district from the list'],
    ["a district of ' OR 1=1--", edit({ district: "' OR 1=1--" }), 'Please select a district from the list'],
    ['a future date of birth', edit({ dob: '2999-12-31' }), 'Please enter a valid date'],
    ['a number as name', edit({ name: 7 }), 'Name must be text'],
    ['an object as phone', edit({ phone: { $ne: null } }), 'Phone must be text'],
    ['an unknown gender', edit({ gender: 'X' }), 'Please select Male, Female or Other'],
    ['a 10,000-character name', edit({ name: 'x'.repeat(10_000) }), 'Name must be at most 100 characters'],
    ['a 10,000-character ayushman', edit({ ayushman: 'x'.repeat(10_000) }), 'Ayushman must be at most 150 characters'],
    ['a JSON array', [edit()], 'Please send the form fields as a JSON object.'],
  ])('answers 400 and changes nothing for %s', async (_what, body, message) => {
    const { token, user } = (shared ??= await registerMember(payload, register))
    const before = await read(user.id)
    const res = await call(PUT, '/api/auth/profile', { method: 'PUT', token, body })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message })
    expect((await read(user.id)).updatedAt).toBe(before.updatedAt)
  })

  it('answers 400 for malformed JSON', async () => {
    const { token } = await registerMember(payload, register)
    const res = await call(PUT, '/api/auth/profile', { method: 'PUT', token, raw: '{"name":' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'Please send the form fields as a JSON object.' })
  })
})
