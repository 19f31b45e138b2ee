import type { Payload } from 'payload'
import { enrolForTests, freshOtp } from '../../support/two-factor'
import { TWO_FACTOR_MESSAGES } from '../../../src/features/accounts/rules/two-factor'
import { beforeAll, describe, expect, it } from 'vitest'

import { REGISTER_MESSAGES } from '../../../src/features/office/rules/register'
import { testPayload } from '../../support/payload'
import { call, createUser, get, registerRoutes, tokensByRole, type Tokens } from '../../support/register-fixtures'

/** PATCH /api/admin/members/{id}/role: a member made a district coordinator, and back. */
let payload: Payload
let routes: Awaited<ReturnType<typeof registerRoutes>>
let tokens: Tokens
let dashboard: (request: Request) => Promise<Response>

beforeAll(async () => {
  payload = await testPayload()
  routes = await registerRoutes()
  tokens = await tokensByRole(payload)
  dashboard = (await import('../../../src/app/api/admin/dashboard/route')).GET
}, 120_000)

const setRole = (id: number | string, body: unknown, as: keyof Tokens = 'admin') =>
  call(routes.role, `/api/admin/members/${id}/role`, { method: 'PATCH', token: tokens[as], body })
const message = async (res: Response) => ((await res.json()) as { message: string }).message
const eventsOf = async (id: number) =>
  (
    await payload.find({
      collection: 'member-events',
      where: { member: { equals: id } },
      sort: ['createdAt', 'id'],
      depth: 0,
      pagination: false,
    })
  ).docs.map((e) => [e.action, JSON.parse(e.details!)])

describe('PATCH /api/admin/members/{id}/role', () => {
  it('makes a member coordinator of districts, changes them, and makes them a member again; each step on the audit trail', async () => {
    const member = await createUser(payload, 'member')
    const res = await setRole(member.id, { role: 'coordinator', districts: ['Mathura', 'Agra', 'Agra'] })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ id: member.id, role: 'coordinator', districts: ['Agra', 'Mathura'] })
    expect(await payload.findByID({ collection: 'users', id: member.id, depth: 0 })).toMatchObject({
      role: 'coordinator',
      districts: ['Agra', 'Mathura'],
    })

    expect((await setRole(member.id, { role: 'coordinator', districts: ['Agra'] })).status).toBe(200)
    expect((await setRole(member.id, { role: 'coordinator', districts: ['Agra'] })).status).toBe(200) // no change: no event
    const back = await setRole(member.id, { role: 'member', districts: ['Varanasi'] })
    expect(await back.json()).toEqual({ id: member.id, role: 'member', districts: [] })
    expect(await payload.findByID({ collection: 'users', id: member.id, depth: 0 })).toMatchObject({ role: 'member', districts: [] })

    expect(await eventsOf(member.id)).toEqual([
      ['role-changed', { before: 'member', after: 'coordinator' }],
      ['districts-changed', { before: [], after: ['Agra', 'Mathura'] }],
      ['districts-changed', { before: ['Agra', 'Mathura'], after: ['Agra'] }],
      ['role-changed', { before: 'coordinator', after: 'member' }],
      ['districts-changed', { before: ['Agra'], after: [] }],
    ])
  })

  it('the new coordinator can open the register of their districts at once, in a new session', async () => {
    const { signIn } = await import('../../support/admin-fixtures')
    const { user, token: asMember } = await signIn(payload, 'member')
    expect((await get(routes.list, '/api/admin/members', asMember)).status).toBe(403)
    expect((await setRole(user.id, { role: 'coordinator', districts: ['Varanasi'] })).status).toBe(200)
    // The promotion ends the member's sessions; an office role signs in with a second factor.
    expect((await get(routes.list, '/api/admin/members?limit=100', asMember)).status).toBe(401)
    const login = (await import('../../../src/app/api/auth/login/route')).POST
    const pending = await call(login, '/api/auth/login', { body: { email: user.email, password: 'Secret-pass-123' } })
    const before = await get(routes.list, '/api/admin/members?limit=100', ((await pending.json()) as { token: string }).token)
    expect(before.status).toBe(403)
    expect(((await before.json()) as { message: string }).message).toBe(TWO_FACTOR_MESSAGES.enrolFirst.en)
    await enrolForTests(payload, user.id)
    const signedIn = await call(login, '/api/auth/login', {
      body: { email: user.email, password: 'Secret-pass-123', otp: await freshOtp(payload, user.id) },
    })
    expect(signedIn.status).toBe(200)
    const { token } = (await signedIn.json()) as { token: string }
    expect((await get(routes.list, '/api/admin/members?limit=100', asMember)).status).toBe(401)
    const res = await get(routes.list, '/api/admin/members?limit=100', token)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { docs: { district: string }[] }
    expect(body.docs.every((d) => d.district === 'Varanasi')).toBe(true)
    // The dashboard is theirs too now (their districts' counts); the contact inbox stays the admins'.
    expect((await get(dashboard, '/api/admin/dashboard', token)).status).toBe(200)
  })

  it.each([
    [{ role: 'coordinator', districts: [] }, REGISTER_MESSAGES.needDistricts.en],
    [{ role: 'coordinator' }, REGISTER_MESSAGES.needDistricts.en],
    [{ role: 'admin', districts: ['Agra'] }, REGISTER_MESSAGES.badRole.en],
    [{ role: 'editor' }, REGISTER_MESSAGES.badRole.en],
    [{ districts: ['Agra'] }, REGISTER_MESSAGES.badRole.en],
    [{ role: 'coordinator', districts: ['Atlantis'] }, REGISTER_MESSAGES.badDistrict.en],
    [{ role: 'coordinator', districts: 'Agra' }, REGISTER_MESSAGES.badDistrict.en],
    [['coordinator'], REGISTER_MESSAGES.roleBody.en],
  ])('%j → 400 with a clear message, nothing changes', async (body, expected) => {
    const member = await createUser(payload, 'member')
    const res = await setRole(member.id, body)
    expect(res.status).toBe(400)
    expect(await message(res)).toBe(expected)
    expect((await payload.findByID({ collection: 'users', id: member.id, depth: 0 })).role).toBe('member')
    expect(await eventsOf(member.id)).toEqual([])
  })

  it('a body that is not JSON → 400 with the role message', async () => {
    const member = await createUser(payload, 'member')
    const res = await call(routes.role, `/api/admin/members/${member.id}/role`, {
      method: 'PATCH',
      token: tokens.admin,
      raw: '{role:',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(400)
    expect(await message(res)).toBe(REGISTER_MESSAGES.roleBody.en)
  })

  it.each([
    ['anonymous', 401],
    ['member', 403],
    ['editor', 403],
    ['coordinatorAgra', 403],
    ['coordinatorVaranasi', 403],
  ] as const)('%s may not change roles (%i)', async (role, status) => {
    const member = await createUser(payload, 'member')
    expect((await setRole(member.id, { role: 'coordinator', districts: ['Agra'] }, role)).status).toBe(status)
    expect((await payload.findByID({ collection: 'users', id: member.id, depth: 0 })).role).toBe('member')
  })

  it('staff accounts and unknown ids are not members: 404', async () => {
    const editor = await createUser(payload, 'editor')
    const admin = await createUser(payload, 'admin')
    for (const id of [editor.id, admin.id, 999_999_999])
      expect((await setRole(id, { role: 'coordinator', districts: ['Agra'] })).status).toBe(404)
    expect((await payload.findByID({ collection: 'users', id: admin.id, depth: 0 })).role).toBe('admin')
  })
})
