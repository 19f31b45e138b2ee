import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '../../../src/platform/config/env'
import { ensureAdmin } from '../../../src/features/accounts/operations/bootstrap-admin'
import { currentCode } from '../../../src/features/accounts/two-factor/codes'
import { readFactor } from '../../../src/features/accounts/two-factor/store'
import { signIn } from '../../support/admin-fixtures'
import { allKeys, call, registerMember } from '../../support/auth'
import { cmsApi } from '../../support/cms-api'
import { createUser, testPayload } from '../../support/payload'
import { withParams } from '../../support/route-params'
import { TEST_TOTP_SECRET } from '../../support/two-factor'

/** An admin or coordinator without a second factor may only enrol; enrolment, the admin's reset, ADMIN_TOTP_SECRET. */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let login: Handler,
  setup: Handler,
  confirm: Handler,
  dashboard: Handler,
  grievances: Handler,
  profile: Handler,
  logout: Handler,
  reset: Handler,
  register: Handler
const PASSWORD = 'Secret-pass-123'
const ENROL_FIRST = { message: 'Set up your second factor first: open /account/two-factor to connect an authenticator app.' }

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: login } = await import('../../../src/app/api/auth/login/route'))
  ;({ POST: setup } = await import('../../../src/app/api/auth/two-factor/setup/route'))
  ;({ POST: confirm } = await import('../../../src/app/api/auth/two-factor/confirm/route'))
  ;({ GET: dashboard } = await import('../../../src/app/api/admin/dashboard/route'))
  ;({ GET: grievances } = await import('../../../src/app/api/admin/grievances/route'))
  ;({ GET: profile } = await import('../../../src/app/api/auth/profile/route'))
  ;({ POST: logout } = await import('../../../src/app/api/auth/logout/route'))
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  reset = withParams(
    '/api/admin/members/[id]/two-factor/reset',
    await import('../../../src/app/api/admin/members/[id]/two-factor/reset/route'),
  ).POST
})

/** A new office user without a second factor, signed in: the session that may only enrol. */
async function unenrolled(role: 'admin' | 'coordinator') {
  const user = await createUser(payload, role, { secondFactor: false, districts: ['Agra'] })
  const res = await call(login, '/api/auth/login', { body: { email: user.email, password: PASSWORD } })
  expect(res.status).toBe(200)
  expect(res.headers.get('set-cookie')).toBeNull() // no CMS cookie for a session that may only enrol
  const body = await res.json()
  expect(body.secondFactorSetupRequired).toBe(true)
  return { user, token: body.token as string }
}

async function enrol(token: string) {
  const res = await call(setup, '/api/auth/two-factor/setup', { token })
  expect(res.status).toBe(200)
  const started = (await res.json()) as { secret: string; otpauthUrl: string; qrSvg: string }
  const done = await call(confirm, '/api/auth/two-factor/confirm', { token, body: { otp: currentCode(started.secret) } })
  expect(done.status).toBe(200)
  return { started, done, recoveryCodes: ((await done.json()) as { recoveryCodes: string[] }).recoveryCodes }
}

describe.each(['admin', 'coordinator'] as const)('a %s without a second factor', (role) => {
  it('is refused on /api/admin and the rest of /api with 403 "set up your second factor", but may sign out', async () => {
    const { token } = await unenrolled(role)
    for (const [url, handler] of [
      ['/api/admin/dashboard', dashboard],
      ['/api/admin/grievances', grievances],
      ['/api/auth/profile', profile],
    ] as const) {
      const res = await call(handler, url, { method: 'GET', token })
      expect(res.status, url).toBe(403)
      expect(await res.json(), url).toEqual(ENROL_FIRST)
    }
    expect((await call(logout, '/api/auth/logout', { token })).status).toBe(200)
    expect((await call(setup, '/api/auth/two-factor/setup', { token })).status).toBe(401)
  })

  it('is refused by /cms-api (Payload access rules) with 403', async () => {
    const { token, user } = await unenrolled(role)
    expect((await cmsApi('GET', 'users', { token })).status).toBe(403)
    expect((await cmsApi('GET', `users/${user.id}`, { token })).status).toBe(403)
    expect((await cmsApi('GET', 'member-events', { token })).status).toBe(403)
    expect((await cmsApi('GET', 'payments', { token })).status).toBe(403)
  })

  it('enrols: QR code and secret, confirm with a code, ten recovery codes once; then the same session works', async () => {
    const { user, token } = await unenrolled(role)
    const { started, recoveryCodes } = await enrol(token)
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(started.otpauthUrl).toMatch(new RegExp(`^otpauth://totp/UPCHO:${encodeURIComponent(user.email)}\\?secret=${started.secret}`))
    expect(started.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s)
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    const stored = await readFactor(payload, user.id)
    expect(stored?.enabledAt).toBeInstanceOf(Date)
    expect(stored?.sealedSecret).not.toContain(started.secret)
    expect(stored?.recoveryHashes.join(' ')).not.toContain(recoveryCodes[0].replace('-', ''))
    expect((await call(profile, '/api/auth/profile', { method: 'GET', token })).status).toBe(200)
    if (role === 'admin') expect((await call(grievances, '/api/admin/grievances', { method: 'GET', token })).status).toBe(200)
    // Now the login asks for the code; a recovery code works in its place.
    const again = await call(login, '/api/auth/login', { body: { email: user.email, password: PASSWORD } })
    expect((await again.json()).mfaRequired).toBe(true)
    expect((await call(login, '/api/auth/login', { body: { email: user.email, password: PASSWORD, otp: recoveryCodes[3] } })).status).toBe(
      200,
    )
  })
})

describe('enrolment', () => {
  it('refuses a wrong code (400), a confirmation without set-up (409), and a second set-up once enabled (409)', async () => {
    const { token } = await unenrolled('admin')
    const early = await call(confirm, '/api/auth/two-factor/confirm', { token, body: { otp: '123456' } })
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual({ message: 'Start the set-up first: no authenticator secret is waiting to be confirmed.' })
    const { secret } = await (await call(setup, '/api/auth/two-factor/setup', { token })).json()
    const right = currentCode(secret)
    const wrong = await call(confirm, '/api/auth/two-factor/confirm', { token, body: { otp: right === '000000' ? '111111' : '000000' } })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ message: 'The code is not correct or has already been used. Please try again.' })
    const bad = await call(confirm, '/api/auth/two-factor/confirm', { token, body: { otp: 'abc' } })
    expect(bad.status).toBe(400)
    expect((await call(confirm, '/api/auth/two-factor/confirm', { token, body: { otp: right } })).status).toBe(200)
    const twice = await call(setup, '/api/auth/two-factor/setup', { token })
    expect(twice.status).toBe(409)
    expect(await twice.json()).toEqual({ message: 'Your second factor is already set up.' })
  })

  it('is for admins and coordinators only: members and editors get 403, anonymous 401', async () => {
    const { token: member } = await registerMember(payload, register)
    const editor = await signIn(payload, 'editor')
    for (const token of [member, editor.token]) {
      const res = await call(setup, '/api/auth/two-factor/setup', { token })
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ message: 'Only admins and coordinators use a second factor.' })
    }
    expect((await call(setup, '/api/auth/two-factor/setup')).status).toBe(401)
  })

  it('never shows the secret, its time or the recovery codes through /cms-api, not even to the user', async () => {
    const admin = await signIn(payload, 'admin')
    for (const path of ['users/me', `users/${admin.user.id}`, 'users?limit=100']) {
      const keys = allKeys(await (await cmsApi('GET', path, { token: admin.token })).json())
      for (const key of ['secondFactorSecret', 'secondFactorEnabledAt', 'secondFactorLastStep', 'secondFactorRecoveryCodes'])
        expect(keys.has(key), `${path} ${key}`).toBe(false)
    }
    const write = await cmsApi('PATCH', `users/${admin.user.id}`, {
      token: admin.token,
      body: { secondFactorEnabledAt: null, secondFactorSecret: 'x' },
    })
    expect(write.status).toBe(200)
    expect((await readFactor(payload, admin.user.id))?.enabledAt).toBeInstanceOf(Date)
  })
})

describe('POST /api/admin/members/{id}/two-factor/reset', () => {
  const resetOf = (id: number | string, token?: string, body: unknown = { reason: 'Lost her phone' }) =>
    call(reset, `/api/admin/members/${id}/two-factor/reset`, { token, body })

  it("lets an admin reset a coordinator's second factor: sessions end, the member file records it, enrolment follows", async () => {
    const admin = await signIn(payload, 'admin')
    const coordinator = await signIn(payload, 'coordinator', { districts: ['Agra'] })
    const res = await resetOf(coordinator.user.id, admin.token)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'The second factor has been reset. The user sets it up again at the next sign-in.' })
    expect((await readFactor(payload, coordinator.user.id))?.enabledAt).toBeNull()
    expect((await call(grievances, '/api/admin/grievances', { method: 'GET', token: coordinator.token })).status).toBe(401)
    const { docs } = await payload.find({
      collection: 'member-events',
      where: { member: { equals: coordinator.user.id } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ action: 'second-factor-reset', reason: 'Lost her phone' })
    expect(typeof docs[0].actor === 'object' ? docs[0].actor?.id : docs[0].actor).toBe(admin.user.id)
    const next = await call(login, '/api/auth/login', { body: { email: coordinator.user.email, password: PASSWORD } })
    expect((await next.json()).secondFactorSetupRequired).toBe(true)
  })

  it('refuses coordinators, editors, members (403), anonymous (401), own factor (403), a member (409), no reason (400), unknown id (404)', async () => {
    const admin = await signIn(payload, 'admin')
    const other = await createUser(payload, 'admin')
    const coordinator = await signIn(payload, 'coordinator', { districts: ['Agra'] })
    const editor = await signIn(payload, 'editor')
    const { token: member, user: memberUser } = await registerMember(payload, register)
    for (const token of [coordinator.token, editor.token, member]) expect((await resetOf(other.id, token)).status).toBe(403)
    expect((await resetOf(other.id)).status).toBe(401)
    const own = await resetOf(admin.user.id, admin.token)
    expect(own.status).toBe(403)
    expect(await own.json()).toEqual({
      message: 'You cannot reset your own second factor. Sign in with a recovery code, or ask another admin.',
    })
    const notOffice = await resetOf(memberUser.id, admin.token)
    expect(notOffice.status).toBe(409)
    expect(await notOffice.json()).toEqual({ message: 'Only the second factor of an admin or coordinator can be reset.' })
    const noReason = await resetOf(other.id, admin.token, { reason: ' ' })
    expect(noReason.status).toBe(400)
    expect(await noReason.json()).toEqual({ message: 'Please give a reason for the reset (at least 5 characters).' })
    expect((await resetOf(other.id, admin.token, 'not json')).status).toBe(400)
    for (const id of ['999999999', 'abc']) expect((await resetOf(id, admin.token)).status).toBe(404)
    expect((await readFactor(payload, other.id))?.enabledAt).toBeInstanceOf(Date)
  })
})

describe('ADMIN_TOTP_SECRET', () => {
  it("enrols the configured admin's authenticator at start when it has none, and keeps an enrolled one", async () => {
    const admin = await createUser(payload, 'admin', { secondFactor: false })
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
    const messages: string[] = []
    await ensureAdmin(payload, { ...getEnv(), adminEmail: admin.email, adminTotpSecret: secret }, (m) => messages.push(m))
    expect(messages).toEqual([`enrolled the authenticator of ${admin.email} (ADMIN_TOTP_SECRET)`])
    const res = await call(login, '/api/auth/login', { body: { email: admin.email, password: PASSWORD, otp: currentCode(secret) } })
    expect(res.status).toBe(200)
    await ensureAdmin(payload, { ...getEnv(), adminEmail: admin.email, adminTotpSecret: TEST_TOTP_SECRET }, (m) => messages.push(m))
    expect(messages).toHaveLength(1)
  })
})
