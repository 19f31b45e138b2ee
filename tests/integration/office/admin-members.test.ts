import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { membershipYear } from '../../../src/features/membership/rules/membership'
import { call } from '../../support/auth'
import { createUser, testPayload, unique } from '../../support/payload'
import { addContact, addGrievance, adminRoutes, get, signIn } from '../../support/admin-fixtures'

/** GET /api/admin/dashboard and GET /api/auth/users. The database is shared: counts are relative. */
let payload: Payload
let routes: Awaited<ReturnType<typeof adminRoutes>>
let token: string

beforeAll(async () => {
  payload = await testPayload()
  routes = await adminRoutes()
  ;({ token } = await signIn(payload, 'admin'))
})

type Stats = { totalUsers: number; pendingContacts: number; pendingGrievances: number }
const stats = async (): Promise<Stats> => {
  const res = await get(routes.dashboard, '/api/admin/dashboard', token)
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-store')
  return res.json()
}
const patch = (url: string, status: string) =>
  call(url.includes('grievances') ? routes.grievanceStatus : routes.contactStatus, url, { method: 'PATCH', token, body: { status } })

describe('GET /api/admin/dashboard', () => {
  it("answers exactly the spec's three counts and the overdue grievances", async () => {
    const body = await stats()
    expect(Object.keys(body).sort()).toEqual(['overdueGrievances', 'pendingContacts', 'pendingGrievances', 'totalUsers'])
    for (const n of Object.values(body)) expect(Number.isInteger(n) && n >= 0).toBe(true)
  })

  it('counts members (and coordinators, CHOs too) only: a new member adds one, new staff accounts none', async () => {
    const before = await stats()
    await createUser(payload, 'member')
    expect((await stats()).totalUsers).toBe(before.totalUsers + 1)
    await createUser(payload, 'editor')
    await createUser(payload, 'admin')
    expect((await stats()).totalUsers).toBe(before.totalUsers + 1)
    await createUser(payload, 'coordinator', { districts: ['Agra'] })
    expect((await stats()).totalUsers).toBe(before.totalUsers + 2)
    expect((await stats()).totalUsers).toBe(
      (await payload.count({ collection: 'users', where: { role: { in: ['member', 'coordinator'] } } })).totalDocs,
    )
  })

  it('counts a new grievance as pending until it is taken up or resolved', async () => {
    const member = await createUser(payload, 'member')
    const before = await stats()
    const g = await addGrievance(payload, member.id)
    expect(await stats()).toEqual({ ...before, pendingGrievances: before.pendingGrievances + 1 })
    expect((await patch(`/api/admin/grievances/${g.id}/status`, 'in-progress')).status).toBe(200)
    expect(await stats()).toEqual(before)
    expect((await patch(`/api/admin/grievances/${g.id}/status`, 'pending')).status).toBe(200)
    expect((await stats()).pendingGrievances).toBe(before.pendingGrievances + 1)
    expect((await patch(`/api/admin/grievances/${g.id}/status`, 'resolved')).status).toBe(200)
    expect(await stats()).toEqual(before)
  })

  it('counts a new contact message as pending until it is resolved', async () => {
    const before = await stats()
    const c = await addContact(payload)
    await addContact(payload, { status: 'resolved' })
    expect(await stats()).toEqual({ ...before, pendingContacts: before.pendingContacts + 1 })
    expect((await patch(`/api/admin/contact-submissions/${c.id}/status`, 'resolved')).status).toBe(200)
    expect(await stats()).toEqual(before)
  })
})

type Row = {
  id: number
  name: string
  email: string
  district: string | null
  block: string | null
  membershipId: string | null
  paymentStatus: { status: string }
}
const users = async (): Promise<Row[]> => {
  const res = await get(routes.users, '/api/auth/users', token)
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-store')
  const body = await res.json()
  expect(Object.keys(body)).toEqual(['users'])
  return body.users
}

describe('GET /api/auth/users', () => {
  const year = membershipYear()
  let members: Awaited<ReturnType<typeof createUser>>[]
  let paidId: string

  beforeAll(async () => {
    members = []
    // 12 members, newest last; then a staff account, which must not show.
    for (let i = 0; i < 12; i++)
      members.push(
        await createUser(payload, 'member', { name: `Recent member ${i}`, block: i === 11 ? '' : `Block ${i}`, district: 'Lucknow' }),
      )
    await createUser(payload, 'editor')
    const [newest, second, third, fourth] = [...members].reverse()
    paidId = `UPCHO-${year}-${unique()}`
    await payload.create({
      collection: 'memberships',
      data: {
        user: second.id,
        membershipYear: year,
        status: 'paid',
        amount: 10000,
        membershipId: paidId,
        startDate: `${year}-01-05T06:30:00.000Z`,
        endDate: `${year}-12-31T06:30:00.000Z`,
      },
    })
    await payload.create({ collection: 'memberships', data: { user: third.id, membershipYear: year, status: 'pending', amount: 10000 } })
    await payload.create({
      collection: 'memberships',
      data: { user: fourth.id, membershipYear: year, status: 'revoked', amount: 10000, membershipId: `UPCHO-R-${unique()}` },
    })
    // Last year's paid record does not make the newest member paid this year.
    await payload.create({
      collection: 'memberships',
      data: {
        user: newest.id,
        membershipYear: String(Number(year) - 1),
        status: 'paid',
        amount: 10000,
        membershipId: `UPCHO-OLD-${unique()}`,
      },
    })
  })

  it('lists exactly the 10 newest members, newest first, and no staff', async () => {
    const rows = await users()
    expect(rows.map((r) => r.id)).toEqual(
      members
        .slice(2)
        .reverse()
        .map((m) => m.id),
    )
  })

  it("gives each row the spec's fields and this year's status and membership id", async () => {
    const rows = await users()
    const [newest, second, third, fourth, fifth] = rows
    const expected = members[11]
    expect(newest).toEqual({
      id: expected.id,
      name: expected.name,
      email: expected.email,
      district: 'Lucknow',
      block: '',
      membershipId: null,
      paymentStatus: { status: 'unpaid' },
    })
    expect(second).toMatchObject({ membershipId: paidId, paymentStatus: { status: 'paid' }, block: 'Block 10' })
    expect(third).toMatchObject({ membershipId: null, paymentStatus: { status: 'pending' } })
    expect(fourth.paymentStatus.status).toBe('revoked')
    expect(fifth).toMatchObject({ membershipId: null, paymentStatus: { status: 'unpaid' } })
  })

  it('shows a newly registered member at the top', async () => {
    const fresh = await createUser(payload, 'member', { block: null })
    const rows = await users()
    expect(rows).toHaveLength(10)
    expect(rows[0]).toMatchObject({ id: fresh.id, block: null, paymentStatus: { status: 'unpaid' } })
    expect(rows.map((r) => r.id)).not.toContain(members[2].id)
  })
})
