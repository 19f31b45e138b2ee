import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { currentCode } from '../../../src/features/accounts/two-factor/codes'
import { signIn } from '../../support/admin-fixtures'
import { call } from '../../support/auth'
import { cmsApi } from '../../support/cms-api'
import { createUser, testPayload } from '../../support/payload'
import { withParams } from '../../support/route-params'

/**
 * A session is worth what was checked when it was made. Enrolling the second factor
 * ends every other session of the user (the enrolling one goes on); a change of role or sign-in e-mail
 * ends all of them, whether made through /api/admin/members/{id}/role or by an admin through /cms-api.
 */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let login: Handler, setup: Handler, confirm: Handler, members: Handler, profile: Handler, role: Handler
const PASSWORD = 'Secret-pass-123'

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: login } = await import('../../../src/app/api/auth/login/route'))
  ;({ POST: setup } = await import('../../../src/app/api/auth/two-factor/setup/route'))
  ;({ POST: confirm } = await import('../../../src/app/api/auth/two-factor/confirm/route'))
  ;({ GET: members } = await import('../../../src/app/api/admin/members/route'))
  ;({ GET: profile } = await import('../../../src/app/api/auth/profile/route'))
  role = withParams('/api/admin/members/[id]/role', await import('../../../src/app/api/admin/members/[id]/role/route')).PATCH
})

async function passwordSession(email: string): Promise<string> {
  const res = await call(login, '/api/auth/login', { body: { email, password: PASSWORD } })
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

async function enrol(token: string) {
  const started = await call(setup, '/api/auth/two-factor/setup', { token })
  expect(started.status).toBe(200)
  const { secret } = (await started.json()) as { secret: string }
  const done = await call(confirm, '/api/auth/two-factor/confirm', { token, body: { otp: currentCode(secret) } })
  expect(done.status).toBe(200)
}

const membersWith = (token: string) => call(members, '/api/admin/members', { method: 'GET', token })
const profileWith = (token: string) => call(profile, '/api/auth/profile', { method: 'GET', token })

describe('enrolment of the second factor', () => {
  it('ends the other password-only sessions: only the enrolling one reads /api/admin/members', async () => {
    const coordinator = await createUser(payload, 'coordinator', { secondFactor: false, districts: ['Agra'] })
    const enrolling = await passwordSession(coordinator.email)
    const other = await passwordSession(coordinator.email)
    await enrol(enrolling)
    expect((await membersWith(enrolling)).status).toBe(200)
    expect((await membersWith(other)).status).toBe(401)
    expect((await profileWith(other)).status).toBe(401)
  })
})

describe('a change of role', () => {
  it('through /api/admin/members/{id}/role ends the sessions made as a member, so enrolment never upgrades them', async () => {
    const admin = await signIn(payload, 'admin')
    const member = await createUser(payload, 'member', { district: 'Agra' })
    const asMember = await passwordSession(member.email)
    expect((await profileWith(asMember)).status).toBe(200)
    const res = await call(role, `/api/admin/members/${member.id}/role`, {
      method: 'PATCH',
      token: admin.token,
      body: { role: 'coordinator', districts: ['Agra'] },
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await profileWith(asMember)).status).toBe(401)
    // The new coordinator signs in and enrols: the member's old session stays ended.
    const fresh = await passwordSession(member.email)
    await enrol(fresh)
    expect((await membersWith(fresh)).status).toBe(200)
    expect((await membersWith(asMember)).status).toBe(401)
  })

  it('made by an admin through /cms-api/users ends the sessions too, and so does a new sign-in e-mail', async () => {
    const admin = await signIn(payload, 'admin')
    const member = await createUser(payload, 'member')
    const asMember = await passwordSession(member.email)
    const changed = await cmsApi('PATCH', `users/${member.id}`, { token: admin.token, body: { role: 'editor' } })
    expect(changed.status, await changed.clone().text()).toBe(200)
    expect((await profileWith(asMember)).status).toBe(401)

    const other = await createUser(payload, 'member')
    const asOther = await passwordSession(other.email)
    const moved = await cmsApi('PATCH', `users/${other.id}`, { token: admin.token, body: { email: `moved-${other.email}` } })
    expect(moved.status, await moved.clone().text()).toBe(200)
    expect((await profileWith(asOther)).status).toBe(401)
    // The admin's own session is untouched, and an edit that changes neither keeps the member's sessions.
    const third = await createUser(payload, 'member')
    const asThird = await passwordSession(third.email)
    expect((await cmsApi('PATCH', `users/${third.id}`, { token: admin.token, body: { name: 'Renamed Member' } })).status).toBe(200)
    expect((await profileWith(asThird)).status).toBe(200)
    expect((await cmsApi('GET', 'users/me', { token: admin.token })).status).toBe(200)
  })
})
