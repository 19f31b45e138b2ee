import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { currentCode, hashRecoveryCode, TOTP_STEP_SECONDS } from '../../../src/features/accounts/two-factor/codes'
import { sealSecret } from '../../../src/features/accounts/two-factor/secret-box'
import { enableFactor, readFactor, savePendingSecret } from '../../../src/features/accounts/two-factor/store'
import { call, registerMember, uniqueIp } from '../../support/auth'
import { createUser, testPayload } from '../../support/payload'
import { freshOtp, TEST_TOTP_SECRET } from '../../support/two-factor'

/** POST /api/auth/login with the second factor of admins and coordinators. */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let login: Handler, register: Handler, dashboard: Handler
const PASSWORD = 'Secret-pass-123'

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: login } = await import('../../../src/app/api/auth/login/route'))
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  ;({ GET: dashboard } = await import('../../../src/app/api/admin/dashboard/route'))
})

const attempt = (email: string, body: Record<string, unknown> = {}, ip = uniqueIp()) =>
  call(login, '/api/auth/login', { body: { email, password: PASSWORD, ...body }, ip })

describe.each(['admin', 'coordinator'] as const)('an enrolled %s', (role) => {
  it('without a code gets 401 {message, mfaRequired: true}, no token and no cookie', async () => {
    const user = await createUser(payload, role)
    const res = await attempt(user.email)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Enter the 6-digit code from your authenticator app.', mfaRequired: true })
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('with the right code signs in; the same code again is refused (replay)', async () => {
    const user = await createUser(payload, role)
    const otp = await freshOtp(payload, user.id)
    const ok = await attempt(user.email, { otp })
    expect(ok.status).toBe(200)
    const body = await ok.json()
    expect(typeof body.token).toBe('string')
    expect(body.secondFactorSetupRequired).toBeUndefined()
    const again = await attempt(user.email, { otp })
    expect(again.status).toBe(401)
    expect(await again.json()).toEqual({
      message: 'The code is not correct or has already been used. Please try again.',
      mfaRequired: true,
    })
  })

  it('refuses a wrong code and a code of an earlier step than the last one used', async () => {
    const user = await createUser(payload, role)
    await freshOtp(payload, user.id)
    const current = currentCode(TEST_TOTP_SECRET)
    const wrong = current === '000000' ? '111111' : '000000'
    const res = await attempt(user.email, { otp: wrong })
    expect(res.status).toBe(401)
    expect((await res.json()).mfaRequired).toBe(true)
    // The code of the step before now is in the window, but not once a later step was used.
    expect((await attempt(user.email, { otp: current })).status).toBe(200)
    const earlier = currentCode(TEST_TOTP_SECRET, Date.now() - TOTP_STEP_SECONDS * 1000)
    expect((await attempt(user.email, { otp: earlier })).status).toBe(401)
  })
})

describe('the code step', () => {
  it('counts wrong codes as failed logins: the delays of the throttle follow', async () => {
    const admin = await createUser(payload, 'admin')
    const ip = uniqueIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await attempt(admin.email, { otp: `99999${i}` }, ip)).status)
    expect(statuses).toContain(429)
    // Asking again without a code (the right password) does not clear the count.
    expect((await attempt(admin.email, {}, ip)).status).toBe(429)
  })

  it('gives a wrong password the usual answer, without saying a code is due', async () => {
    const admin = await createUser(payload, 'admin')
    const res = await call(login, '/api/auth/login', { body: { email: admin.email, password: 'Wrong-password-1' } })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Invalid email or password' })
  })

  it('refuses a malformed code with 400 and a clear message', async () => {
    const admin = await createUser(payload, 'admin')
    for (const otp of ['12345', 'abc', 1234567, '1234567']) {
      const res = await attempt(admin.email, { otp })
      expect(res.status, String(otp)).toBe(400)
      expect(await res.json()).toEqual({ message: 'Please enter the 6-digit code from your authenticator app, or a recovery code.' })
    }
  })

  it('accepts a recovery code once, with or without its dash and in any case', async () => {
    const admin = await createUser(payload, 'admin', { secondFactor: false })
    const factorSecret = sealSecret(TEST_TOTP_SECRET, payload.secret)
    await savePendingSecret(payload, admin.id, factorSecret)
    await enableFactor(payload, admin.id, factorSecret, 0, ['abcde-fghjk', 'mnpqr-stuvw'].map(hashRecoveryCode))
    expect((await attempt(admin.email, { otp: 'ABCDEFGHJK' })).status).toBe(200)
    expect((await attempt(admin.email, { otp: 'abcde-fghjk' })).status).toBe(401)
    expect((await readFactor(payload, admin.id))?.recoveryHashes).toEqual([hashRecoveryCode('mnpqr-stuvw')])
    expect((await attempt(admin.email, { otp: 'mnpqr-stuvw' })).status).toBe(200)
  })

  it('does not ask members or editors', async () => {
    const { form } = await registerMember(payload, register)
    expect((await call(login, '/api/auth/login', { body: { email: form.email, password: form.password } })).status).toBe(200)
    const editor = await createUser(payload, 'editor')
    expect((await attempt(editor.email)).status).toBe(200)
  })

  it('lets an enrolled admin reach /api/admin with the session it signed in with', async () => {
    const admin = await createUser(payload, 'admin')
    const { token } = await (await attempt(admin.email, { otp: await freshOtp(payload, admin.id) })).json()
    expect((await call(dashboard, '/api/admin/dashboard', { method: 'GET', token })).status).toBe(200)
  })
})

describe("Payload's own login (POST /cms-api/users/login)", () => {
  const cmsLogin = async (body: Record<string, unknown>) => {
    const { REST_POST } = await import('@payloadcms/next/routes')
    const config = (await import('../../../payload.config')).default
    const post = REST_POST(config) as unknown as (r: Request, a: { params: Promise<{ slug: string[] }> }) => Promise<Response>
    const request = new Request('http://localhost:3999/cms-api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
      body: JSON.stringify(body),
    })
    return post(request, { params: Promise.resolve({ slug: ['users', 'login'] }) })
  }
  const SITE_LOGIN = "Admins sign in on the website's login page (/login?next=/cms) with their authenticator code."

  it('sends an admin without a code, or without a second factor, to the site login; a wrong code is refused', async () => {
    const admin = await createUser(payload, 'admin')
    const bare = await cmsLogin({ email: admin.email, password: PASSWORD })
    expect(bare.status).toBe(401)
    expect(await bare.json()).toEqual({ errors: [{ message: SITE_LOGIN }] })
    expect(bare.headers.get('set-cookie') ?? '').not.toContain('payload-token=')
    const wrong = await cmsLogin({
      email: admin.email,
      password: PASSWORD,
      otp: '000000' === currentCode(TEST_TOTP_SECRET) ? '111111' : '000000',
    })
    expect(wrong.status).toBe(401)
    const unenrolled = await createUser(payload, 'admin', { secondFactor: false })
    const none = await cmsLogin({ email: unenrolled.email, password: PASSWORD })
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual({ errors: [{ message: SITE_LOGIN }] })
    const right = await cmsLogin({ email: admin.email, password: PASSWORD, otp: await freshOtp(payload, admin.id) })
    expect(right.status, JSON.stringify(await right.clone().json())).toBe(200)
  })
})
