import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { OFFICE_MESSAGES } from '../../../src/platform/http/office'
import type { MemberFile } from '../../../src/features/office/presenters/register'
import { testPayload } from '../../support/payload'
import { addGrievance, signIn } from '../../support/admin-fixtures'
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

/** GET /api/admin/members/{id}: the member file. */
let payload: Payload
let routes: Awaited<ReturnType<typeof registerRoutes>>
let tokens: Tokens
type Member = Awaited<ReturnType<typeof createUser>>
let member: Member, varanasi: Member, editor: Member, coordinator: Member
let adminName: string

beforeAll(async () => {
  payload = await testPayload()
  routes = await registerRoutes()
  tokens = await tokensByRole(payload)
  member = await createUser(payload, 'member', { name: 'Kavita File', block: 'Bichpuri', ayushman: 'AAM Bichpuri' })
  varanasi = await createUser(payload, 'member', { district: 'Varanasi' })
  editor = await createUser(payload, 'editor')
  coordinator = await createUser(payload, 'coordinator', { districts: ['Agra', 'Mathura'] })
  await addMembership(payload, member.id, lastYear, 'paid')
  await addMembership(payload, member.id, thisYear, 'paid')
  await payload.create({
    collection: 'payments',
    data: {
      user: member.id,
      membershipYear: thisYear,
      amount: 10000,
      status: 'captured',
      method: 'cash',
      receiptNumber: `RC-${member.id}`,
      reference: 'Book 4 / 17',
      receivedOn: `${thisYear}-02-01T06:30:00.000Z`,
    },
    overrideAccess: true,
  } as never)
  await payload.create({
    collection: 'payments',
    data: {
      user: member.id,
      membershipYear: lastYear,
      amount: 10000,
      status: 'captured',
      providerOrderId: `order_${member.id}`,
      providerPaymentId: `pay_${member.id}`,
    },
    overrideAccess: true,
  } as never)
  await addGrievance(payload, member.id, { subject: 'Transfer pending' })
  const admin = await signIn(payload, 'admin', { name: 'Office Admin' })
  adminName = admin.user.name
  // One event through the API, so the trail has an actor with a name.
  const res = await call(routes.revoke, `/api/admin/members/${member.id}/revoke`, {
    token: admin.token,
    body: { reason: 'Duplicate account' },
  })
  expect(res.status).toBe(200)
  expect(
    (await call(routes.reinstate, `/api/admin/members/${member.id}/reinstate`, { token: admin.token, body: { reason: 'Checked again' } }))
      .status,
  ).toBe(200)
}, 120_000)

const file = (id: number | string, as: keyof Tokens = 'admin') => get(routes.file, `/api/admin/members/${id}`, tokens[as])

describe('GET /api/admin/members/{id}', () => {
  it('answers {profile, memberships, payments, grievances, events}, no-store', async () => {
    const res = await file(member.id)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as MemberFile
    expect(Object.keys(body).sort()).toEqual(['events', 'grievances', 'memberships', 'payments', 'profile'])
    expect(body.profile).toMatchObject({
      id: member.id,
      name: 'Kavita File',
      email: member.email,
      district: 'Agra',
      block: 'Bichpuri',
      ayushman: 'AAM Bichpuri',
      role: 'member',
    })
    expect(JSON.stringify(body)).not.toMatch(/hash|salt|resetPassword|sessions/i)
    expect(body.memberships.map((m) => [m.membershipYear, m.status])).toEqual([
      [thisYear, 'paid'],
      [lastYear, 'paid'],
    ])
    expect(body.grievances).toEqual([expect.objectContaining({ subject: 'Transfer pending', status: 'pending' })])
  })

  it('gives each payment its method, receipt number, reference, date of receipt, status and amount', async () => {
    const { payments } = (await (await file(member.id)).json()) as MemberFile
    expect(payments).toHaveLength(2)
    const cash = payments.find((p) => p.method === 'cash')!
    expect(cash).toMatchObject({
      receiptNumber: `RC-${member.id}`,
      reference: 'Book 4 / 17',
      status: 'captured',
      amount: 10000,
      membershipYear: thisYear,
    })
    expect(cash.receivedOn.slice(0, 10)).toBe(`${thisYear}-02-01`)
    const online = payments.find((p) => p.method === 'razorpay')!
    expect(online).toMatchObject({ receiptNumber: null, reference: `pay_${member.id}` })
    expect(online.receivedOn).toBeTruthy()
  })

  it('lists the audit trail newest first, with the actor by name', async () => {
    const { events } = (await (await file(member.id)).json()) as MemberFile
    expect(events.map((e) => [e.action, e.reason])).toEqual([
      ['reinstated', 'Checked again'],
      ['revoked', 'Duplicate account'],
    ])
    expect(events[0].actor).toEqual({ id: expect.any(Number), name: adminName })
    expect(events[1].details).toMatchObject({ membershipYear: thisYear })
  })

  it.each([
    ['anonymous', 401],
    ['member', 403],
    ['editor', 403],
  ] as const)('%s gets %i', async (role, status) => {
    expect((await file(member.id, role)).status).toBe(status)
  })

  it("a coordinator opens their district's members, and gets 403 for another district", async () => {
    expect((await file(member.id, 'coordinatorAgra')).status).toBe(200)
    const other = await file(varanasi.id, 'coordinatorAgra')
    expect(other.status).toBe(403)
    expect(((await other.json()) as { message: string }).message).toBe(OFFICE_MESSAGES.otherDistrict.en)
    expect((await file(varanasi.id, 'coordinatorVaranasi')).status).toBe(200)
  })

  it('a coordinator is a member too: their own file opens, with their districts', async () => {
    const body = (await (await file(coordinator.id)).json()) as MemberFile
    expect(body.profile).toMatchObject({ role: 'coordinator', districts: ['Agra', 'Mathura'] })
  })

  // The reset control needs to know whether a second factor is set up — a boolean, never the secret or codes.
  it('says whether a coordinator has a second factor (secondFactor true/false), never the secret or recovery codes', async () => {
    const unenrolled = await createUser(payload, 'coordinator', { districts: ['Agra'], secondFactor: false })
    const enrolledBody = await (await file(coordinator.id)).text()
    const unenrolledBody = await (await file(unenrolled.id)).text()
    expect((JSON.parse(enrolledBody) as MemberFile).profile.secondFactor).toBe(true)
    expect((JSON.parse(unenrolledBody) as MemberFile).profile.secondFactor).toBe(false)
    expect(((await (await file(member.id)).json()) as MemberFile).profile.secondFactor).toBe(false)
    expect(enrolledBody).not.toMatch(
      /second_?factor_?(secret|recovery|last)|secondFactor(Secret|RecoveryCodes|LastStep|EnabledAt)|JBSWY3DPEHPK3PXP/i,
    )
  })

  it.each([
    ['an unknown id', '999999999'],
    ['a staff account', 'editor'],
    ['an id that is not a number', 'abc'],
    ['a negative id', '-1'],
  ])('%s → 404 Member not found', async (_what, id) => {
    const res = await file(id === 'editor' ? editor.id : id)
    expect(res.status).toBe(404)
    expect(((await res.json()) as { message: string }).message).toBe(OFFICE_MESSAGES.memberNotFound.en)
  })
})
