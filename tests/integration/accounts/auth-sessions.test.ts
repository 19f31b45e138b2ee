import { jwtSign, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, testPayload } from '../../support/payload'
import { call, registerMember } from '../../support/auth'
import { freshOtp } from '../../support/two-factor'

/** Bearer tokens: who gets 401, and that logout ends the session on the server. */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let register: Handler, login: Handler, logout: Handler
let protectedRoutes: [string, string, Handler, unknown][]

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  ;({ POST: login } = await import('../../../src/app/api/auth/login/route'))
  ;({ POST: logout } = await import('../../../src/app/api/auth/logout/route'))
  const profile = await import('../../../src/app/api/auth/profile/route')
  const grievance = await import('../../../src/app/api/common/grievance/route')
  const status = await import('../../../src/app/api/membership/current-year-status/route')
  const history = await import('../../../src/app/api/membership/history/route')
  protectedRoutes = [
    ['GET', '/api/auth/profile', profile.GET, undefined],
    ['PUT', '/api/auth/profile', profile.PUT, { name: 'Changed' }],
    ['POST', '/api/auth/logout', logout, undefined],
    ['POST', '/api/common/grievance', grievance.POST, { subject: 'S', description: 'D' }],
    ['GET', '/api/membership/current-year-status', status.GET, undefined],
    ['GET', '/api/membership/history', history.GET, undefined],
  ]
})

const REQUIRED = { message: 'Authentication required. Please login again.' }

/** Every protected route answers exactly 401 {message} with these headers. */
async function expectAllRefused(headers: Record<string, string>, token?: string) {
  for (const [method, url, handler, body] of protectedRoutes) {
    const res = await call(handler, url, { method, body, headers, token })
    expect(res.status, `${method} ${url}`).toBe(401)
    expect(await res.json(), `${method} ${url}`).toEqual(REQUIRED)
  }
}

async function profileStatus(token: string) {
  const { GET } = await import('../../../src/app/api/auth/profile/route')
  return (await call(GET, '/api/auth/profile', { method: 'GET', token })).status
}

describe('deny by default', () => {
  it('answers 401 on every protected route without a token', async () => {
    await expectAllRefused({})
  })

  it.each([
    ['a malformed token', 'Bearer not-a-jwt'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['an empty bearer', 'Bearer '],
    ['a 10,000-character token', `Bearer ${'a'.repeat(10_000)}`],
  ])('answers 401 on every protected route for %s', async (_what, authorization) => {
    await expectAllRefused({ authorization })
  })

  it('does not accept the CMS cookie in place of a bearer token', async () => {
    const admin = await createUser(payload, 'admin')
    const { token } = await (
      await call(login, '/api/auth/login', {
        body: { email: admin.email, password: 'Secret-pass-123', otp: await freshOtp(payload, admin.id) },
      })
    ).json()
    await expectAllRefused({ cookie: `payload-token=${token}` })
  })

  it('refuses a token whose signature was changed', async () => {
    const { token } = await registerMember(payload, register)
    const [h, p, s] = token.split('.')
    const forged = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`
    expect(await profileStatus(token)).toBe(200)
    expect(await profileStatus(forged)).toBe(401)
  })

  it('refuses a token claiming another role or user (its signature no longer fits)', async () => {
    const { token } = await registerMember(payload, register)
    const [h, p, s] = token.split('.')
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString())
    const raised = Buffer.from(JSON.stringify({ ...claims, role: 'admin', id: 1 })).toString('base64url')
    expect(await profileStatus(`${h}.${raised}.${s}`)).toBe(401)
  })

  it('refuses an expired token even though its session still exists', async () => {
    const { token, user } = await registerMember(payload, register)
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
    const expired = await jwtSign({
      fieldsToSign: { id: user.id, collection: 'users', email: user.email, role: 'member', sid },
      secret: payload.secret,
      tokenExpiration: -60,
    })
    const fresh = await jwtSign({
      fieldsToSign: { id: user.id, collection: 'users', email: user.email, role: 'member', sid },
      secret: payload.secret,
      tokenExpiration: 60,
    })
    expect(await profileStatus(fresh.token)).toBe(200)
    await expectAllRefused({}, expired.token)
  })

  it('refuses a token whose session was removed on the server', async () => {
    const { token, user } = await registerMember(payload, register)
    expect(await profileStatus(token)).toBe(200)
    await payload.db.updateOne({ collection: 'users', id: user.id, data: { sessions: [] }, returning: false })
    expect(await profileStatus(token)).toBe(401)
  })

  it('refuses the token of a deleted user', async () => {
    const { token, user } = await registerMember(payload, register)
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
    expect(await profileStatus(token)).toBe(401)
  })
})

describe('POST /api/auth/logout', () => {
  it('ends this session: the token gets 401 everywhere afterwards', async () => {
    const { token } = await registerMember(payload, register)
    const res = await call(logout, '/api/auth/logout', { token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Signed out' })
    await expectAllRefused({}, token)
  })

  it("leaves the member's other sessions (other devices) signed in", async () => {
    const { form, token: first } = await registerMember(payload, register)
    const { token: second } = await (await call(login, '/api/auth/login', { body: { email: form.email, password: form.password } })).json()
    expect((await call(logout, '/api/auth/logout', { token: first })).status).toBe(200)
    expect(await profileStatus(first)).toBe(401)
    expect(await profileStatus(second)).toBe(200)
  })

  it("clears the CMS cookie, and an admin's CMS session ends with it", async () => {
    const admin = await createUser(payload, 'admin')
    const { token } = await (
      await call(login, '/api/auth/login', {
        body: { email: admin.email, password: 'Secret-pass-123', otp: await freshOtp(payload, admin.id) },
      })
    ).json()
    const res = await call(logout, '/api/auth/logout', { token })
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=;/)
    expect(cookie).toMatch(/Max-Age=0/)
    expect(cookie).toMatch(/Path=\//)
    // As a page of the site sends it (Sec-Fetch-Site: Payload's CSRF allowlist, payload.config.ts).
    const cms = await payload.auth({ headers: new Headers({ cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' }) })
    expect(cms.user).toBeNull()
  })

  it('answers 401 to a second logout with the same token', async () => {
    const { token } = await registerMember(payload, register)
    expect((await call(logout, '/api/auth/logout', { token })).status).toBe(200)
    const again = await call(logout, '/api/auth/logout', { token })
    expect(again.status).toBe(401)
    expect(await again.json()).toEqual(REQUIRED)
  })
})
