import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { isCurrentYearPaid } from '../../../src/features/membership/rules/membership-display'
import { REGISTER_MESSAGES } from '../../../src/features/office/rules/register'
import { verificationOf } from '../../../src/features/membership/operations/verify'
import { testPayload } from '../../support/payload'
import { signIn } from '../../support/admin-fixtures'
import {
  addMembership,
  call,
  createUser,
  get,
  lastYear,
  registerRoutes,
  thisYear,
  tokensByRole,
  type Tokens,
} from '../../support/register-fixtures'

/** POST /api/admin/members/{id}/revoke and …/reinstate, and what the member and the public see after each. */
let payload: Payload
let routes: Awaited<ReturnType<typeof registerRoutes>>
let tokens: Tokens
let memberStatus: (request: Request) => Promise<Response>
let verifyLink: (request: Request) => Promise<Response>

beforeAll(async () => {
  payload = await testPayload()
  routes = await registerRoutes()
  tokens = await tokensByRole(payload)
  memberStatus = (await import('../../../src/app/api/membership/current-year-status/route')).GET
  verifyLink = (await import('../../../src/app/api/membership/verify-link/route')).GET
}, 120_000)

const revoke = (id: number | string, body: unknown, as: keyof Tokens = 'admin') =>
  call(routes.revoke, `/api/admin/members/${id}/revoke`, { token: tokens[as], body })
const reinstate = (id: number | string, body: unknown, as: keyof Tokens = 'admin') =>
  call(routes.reinstate, `/api/admin/members/${id}/reinstate`, { token: tokens[as], body })
const message = async (res: Response) => ((await res.json()) as { message: string }).message

/** A signed-in member with a paid membership this year. */
async function paidMember(extra: Record<string, unknown> = {}) {
  const { user, token } = await signIn(payload, 'member', extra)
  const membership = await addMembership(payload, user.id, thisYear, 'paid')
  return { user, token, membershipId: membership.membershipId! }
}
const eventsOf = async (id: number) =>
  (
    await payload.find({
      collection: 'member-events',
      where: { member: { equals: id } },
      sort: ['-createdAt', '-id'],
      depth: 0,
      pagination: false,
    })
  ).docs

describe('revoke and reinstate', () => {
  it('revokes: status revoked with date and reason; the member sees it, the badge asks for membership, no certificate, /verify says revoked at once', async () => {
    const { user, token, membershipId } = await paidMember()
    expect((await verificationOf(membershipId, undefined))!.verdict).toBe('valid')

    const res = await revoke(user.id, { reason: '  Left government service  ' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ membershipId, membershipYear: thisYear, status: 'revoked' })

    const status = (await (await get(memberStatus, '/api/membership/current-year-status', token)).json()) as Record<string, unknown>
    expect(status).toMatchObject({ status: 'revoked', membershipId, revokedReason: 'Left government service' })
    expect(Date.now() - new Date(String(status.revokedAt)).getTime()).toBeLessThan(60_000)
    expect(isCurrentYearPaid(status as never)).toBe(false) // the account badge reads 'Membership Required'
    expect(await (await get(verifyLink, '/api/membership/verify-link', token)).json()).toEqual({ verifyUrl: null }) // the certificate is withheld
    expect(await verificationOf(membershipId, undefined)).toMatchObject({ verdict: 'revoked', status: 'revoked' })

    const [event] = await eventsOf(user.id)
    expect(event).toMatchObject({ action: 'revoked', reason: 'Left government service' })
    expect(JSON.parse(event.details!)).toEqual({ membershipYear: thisYear, membershipId })
  })

  it('reinstates: paid again with the SAME membership id, revoked fields cleared, everything back', async () => {
    const { user, token, membershipId } = await paidMember()
    expect((await revoke(user.id, { reason: 'Mistake' })).status).toBe(200)
    const res = await reinstate(user.id, { reason: 'Revoked by mistake' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ membershipId, membershipYear: thisYear, status: 'paid' })

    const status = (await (await get(memberStatus, '/api/membership/current-year-status', token)).json()) as Record<string, unknown>
    expect(status).toMatchObject({ status: 'paid', membershipId, revokedAt: null, revokedReason: null })
    expect(isCurrentYearPaid(status as never)).toBe(true)
    expect(((await (await get(verifyLink, '/api/membership/verify-link', token)).json()) as { verifyUrl: string }).verifyUrl).toContain(
      `/verify/${membershipId}`,
    )
    expect((await verificationOf(membershipId, undefined))!.verdict).toBe('valid')
    expect((await eventsOf(user.id)).map((e) => [e.action, e.reason])).toEqual([
      ['reinstated', 'Revoked by mistake'],
      ['revoked', 'Mistake'],
    ])
  })

  it.each([
    ['no body', undefined],
    ['no reason', {}],
    ['a blank reason', { reason: '   ' }],
    ['a reason that is not text', { reason: 42 }],
    ['not an object', ['x']],
  ])('%s → 400 Reason is required (revoke and reinstate), nothing changes', async (_what, body) => {
    const { user } = await paidMember()
    for (const send of [revoke, reinstate]) {
      const res = await send(user.id, body)
      expect(res.status).toBe(400)
      expect(await message(res)).toBe(REGISTER_MESSAGES.reasonRequired.en)
    }
    expect(await eventsOf(user.id)).toEqual([])
  })

  it('a reason longer than 500 characters → 400', async () => {
    const { user } = await paidMember()
    const res = await revoke(user.id, { reason: 'x'.repeat(501) })
    expect(res.status).toBe(400)
    expect(await message(res)).toBe(REGISTER_MESSAGES.reasonTooLong.en)
  })

  it('answers "Reason is required" in Hindi on a Hindi request', async () => {
    const { user } = await paidMember()
    const res = await call(routes.revoke, `/api/admin/members/${user.id}/revoke`, {
      token: tokens.admin,
      body: {},
      headers: { 'accept-language': 'hi' },
    })
    expect(await message(res)).toBe('कारण आवश्यक है')
  })

  it('revoking twice → 409; revoking what is not paid → 409; reinstating what is not revoked → 409', async () => {
    const { user } = await paidMember()
    expect((await revoke(user.id, { reason: 'One' })).status).toBe(200)
    const twice = await revoke(user.id, { reason: 'Two' })
    expect(twice.status).toBe(409)
    expect(await message(twice)).toBe(REGISTER_MESSAGES.alreadyRevoked.en)

    const pending = await createUser(payload, 'member')
    await addMembership(payload, pending.id, thisYear, 'pending')
    const notPaid = await revoke(pending.id, { reason: 'x' })
    expect(notPaid.status).toBe(409)
    expect(await message(notPaid)).toBe(REGISTER_MESSAGES.notPaid.en)

    const none = await createUser(payload, 'member')
    await addMembership(payload, none.id, lastYear, 'paid') // last year's record is not this year's membership
    expect(await message(await revoke(none.id, { reason: 'x' }))).toBe(REGISTER_MESSAGES.notPaid.en)

    const { user: active } = await paidMember()
    const notRevoked = await reinstate(active.id, { reason: 'x' })
    expect(notRevoked.status).toBe(409)
    expect(await message(notRevoked)).toBe(REGISTER_MESSAGES.notRevoked.en)
    expect(await eventsOf(active.id)).toEqual([])
  })

  it('two admins revoking at once: one succeeds, the other gets 409, one event', async () => {
    const { user } = await paidMember()
    const answers = await Promise.all([
      revoke(user.id, { reason: 'A' }),
      revoke(user.id, { reason: 'B' }),
      revoke(user.id, { reason: 'C' }),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409])
    expect(await eventsOf(user.id)).toHaveLength(1)
  })

  it.each([
    ['anonymous', 401],
    ['member', 403],
    ['editor', 403],
    ['coordinatorAgra', 403],
    ['coordinatorVaranasi', 403],
  ] as const)('%s may not revoke or reinstate (%i)', async (role, status) => {
    const { user } = await paidMember()
    expect((await revoke(user.id, { reason: 'x' }, role)).status).toBe(status)
    expect((await reinstate(user.id, { reason: 'x' }, role)).status).toBe(status)
    expect(await eventsOf(user.id)).toEqual([])
  })

  it('an unknown member → 404', async () => {
    const res = await revoke(999_999_999, { reason: 'x' })
    expect(res.status).toBe(404)
  })
})
