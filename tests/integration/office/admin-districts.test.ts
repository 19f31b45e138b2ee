import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DISTRICTS } from '../../../src/platform/config/districts'
import { COVERAGE_MESSAGES, type DistrictRow, type MonthRow } from '../../../src/features/office/rules/district-coverage'
import { membershipYear } from '../../../src/features/membership/rules/membership'
import type { Payment } from '../../../src/payload-types'
import { call } from '../../support/auth'
import { createUser, testPayload, unique } from '../../support/payload'
import { addGrievance, get, signIn } from '../../support/admin-fixtures'

/**
 * GET /api/admin/districts?year= and …/districts/monthly?year=. The database is
 * shared with the other files, so the figures are checked as the change this file's rows make.
 */
let payload: Payload
let admin: string
let coordinator: string
const YEAR = '2022' // a past year the other files leave alone; deltas keep this test honest even if they did not
const [HOME, SECOND] = ['Hardoi', 'Sitapur'] as const

const routes = async () => ({
  districts: (await import('../../../src/app/api/admin/districts/route')).GET,
  monthly: (await import('../../../src/app/api/admin/districts/monthly/route')).GET,
})
let r: Awaited<ReturnType<typeof routes>>

async function districts(year = YEAR, token = admin): Promise<DistrictRow[]> {
  const res = await get(r.districts, `/api/admin/districts?year=${year}`, token)
  expect(res.status).toBe(200)
  return res.json()
}
async function monthly(year = YEAR, token = admin): Promise<MonthRow[]> {
  const res = await get(r.monthly, `/api/admin/districts/monthly?year=${year}`, token)
  expect(res.status).toBe(200)
  return res.json()
}
const byName = (rows: DistrictRow[]) => new Map(rows.map((row) => [row.district, row]))

function addMembership(user: number, status: 'paid' | 'pending' | 'unpaid' | 'revoked', year = YEAR) {
  return payload.create({
    collection: 'memberships',
    data: {
      user,
      membershipYear: year,
      status,
      amount: 10000,
      ...(status === 'paid' || status === 'revoked' ? { membershipId: `UPCHO-T-${unique()}` } : {}),
    },
  })
}
function addPayment(user: number, amount: number, receivedOn: string, extra: Partial<Payment> = {}) {
  const data: Omit<Payment, 'id' | 'createdAt' | 'updatedAt'> = {
    user,
    membershipYear: YEAR,
    amount,
    currency: 'INR',
    status: 'captured',
    method: 'cash',
    receivedOn,
    ...extra,
  }
  return payload.create({ collection: 'payments', data })
}

let before: DistrictRow[]
let monthsBefore: MonthRow[]

beforeAll(async () => {
  payload = await testPayload()
  r = await routes()
  admin = (await signIn(payload, 'admin')).token
  coordinator = (await signIn(payload, 'coordinator', { district: HOME, districts: [HOME, SECOND] })).token
  before = await districts()
  monthsBefore = await monthly()
  const [paid, pending, revoked, none, second] = await Promise.all([
    createUser(payload, 'member', { district: HOME }),
    createUser(payload, 'member', { district: HOME }),
    createUser(payload, 'member', { district: HOME }),
    createUser(payload, 'member', { district: HOME }),
    createUser(payload, 'member', { district: SECOND }),
  ])
  await addMembership(paid.id, 'paid')
  await addMembership(pending.id, 'pending')
  await addMembership(revoked.id, 'revoked')
  await addMembership(second.id, 'paid')
  // Another year's record does not count for YEAR.
  await addMembership(none.id, 'paid', '2023')
  await addPayment(paid.id, 10000, '2022-02-10T06:30:00.000Z')
  await addPayment(second.id, 25000, '2022-11-05T06:30:00.000Z', { method: 'razorpay', providerOrderId: `order_${unique()}` })
  // Neither a failed payment nor one for another year is money collected for YEAR.
  await addPayment(paid.id, 99900, '2022-02-11T06:30:00.000Z', { status: 'failed' })
  await addPayment(paid.id, 77700, '2023-01-02T06:30:00.000Z', { membershipYear: '2023' })
  await addGrievance(payload, pending.id)
  await addGrievance(payload, second.id, { status: 'in-progress' })
  await addGrievance(payload, second.id, { status: 'resolved' })
})

describe('GET /api/admin/districts', () => {
  it('answers exactly the 75 districts, names as stored, zero rows included, sorted by name', async () => {
    const rows = await districts()
    expect(rows).toHaveLength(75)
    expect(rows.map((row) => row.district)).toEqual([...DISTRICTS].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        'collectedPaise',
        'district',
        'members',
        'openGrievances',
        'overdueGrievances',
        'paid',
        'pending',
        'revoked',
        'unpaid',
      ])
      expect(row.unpaid).toBe(row.members - row.paid - row.pending - row.revoked)
    }
    // A district nobody lives in is a row of zeros, not a missing row.
    expect(rows.some((row) => row.members === 0 && row.paid === 0 && row.collectedPaise === 0)).toBe(true)
  })

  it('adds exactly the rows this file inserted, and nothing to the other districts', async () => {
    const after = byName(await districts())
    const was = byName(before)
    const delta = (d: string, k: keyof Omit<DistrictRow, 'district'>) => after.get(d)![k] - was.get(d)![k]
    expect([delta(HOME, 'members'), delta(HOME, 'paid'), delta(HOME, 'pending'), delta(HOME, 'revoked'), delta(HOME, 'unpaid')]).toEqual([
      4, 1, 1, 1, 1,
    ])
    expect([delta(SECOND, 'members'), delta(SECOND, 'paid'), delta(SECOND, 'unpaid')]).toEqual([1, 1, 0])
    expect([delta(HOME, 'collectedPaise'), delta(SECOND, 'collectedPaise')]).toEqual([10000, 25000])
    expect([delta(HOME, 'openGrievances'), delta(SECOND, 'openGrievances')]).toEqual([1, 1])
    for (const d of DISTRICTS.filter((d) => d !== HOME && d !== SECOND)) expect(after.get(d)).toEqual(was.get(d))
  })

  it('agrees with the records themselves for a district', async () => {
    const row = byName(await districts()).get(HOME)!
    const members = await payload.count({
      collection: 'users',
      where: { and: [{ role: { in: ['member', 'coordinator'] } }, { district: { equals: HOME } }] },
    })
    const paid = await payload.count({
      collection: 'memberships',
      where: { and: [{ membershipYear: { equals: YEAR } }, { status: { equals: 'paid' } }, { 'user.district': { equals: HOME } }] },
    })
    const open = await payload.count({
      collection: 'grievances',
      where: { and: [{ status: { not_equals: 'resolved' } }, { 'user.district': { equals: HOME } }] },
    })
    expect([row.members, row.paid, row.openGrievances]).toEqual([members.totalDocs, paid.totalDocs, open.totalDocs])
  })

  it("gives a coordinator their districts' rows only, with the same figures", async () => {
    const mine = await districts(YEAR, coordinator)
    expect(mine.map((row) => row.district)).toEqual([HOME, SECOND])
    const all = byName(await districts())
    for (const row of mine) expect(row).toEqual(all.get(row.district))
  })

  it('takes this membership year when no year is given', async () => {
    const res = await get(r.districts, '/api/admin/districts', admin)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(await districts(membershipYear()))
  })

  it.each(['abc', '1999', '2019', '20222', '2022.5', ' 2022', String(Number(membershipYear()) + 2)])(
    'refuses year=%j with 400 and a clear message',
    async (year) => {
      for (const handler of [r.districts, r.monthly]) {
        const res = await get(handler, `/api/admin/districts?year=${encodeURIComponent(year)}`, admin)
        expect(res.status).toBe(400)
        expect(await res.json()).toEqual({ message: COVERAGE_MESSAGES.year.en })
      }
    },
  )

  it('answers a Hindi caller in Hindi', async () => {
    const res = await call(r.districts, '/api/admin/districts?year=abc', {
      method: 'GET',
      token: admin,
      headers: { 'accept-language': 'hi' },
    })
    expect(res.status).toBe(400)
    expect((await res.json()).message).toMatch(/वर्ष/)
  })
})

describe('GET /api/admin/districts/monthly', () => {
  it('answers 12 months, January first, with the captured payments received in each', async () => {
    const months = await monthly()
    expect(months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    const delta = months.map((m, i) => [m.payments - monthsBefore[i].payments, m.collectedPaise - monthsBefore[i].collectedPaise])
    expect(delta[1]).toEqual([1, 10000]) // February: the cash payment (the failed one not)
    expect(delta[10]).toEqual([1, 25000]) // November: the online one
    for (const i of [0, 2, 3, 4, 5, 6, 7, 8, 9, 11]) expect(delta[i]).toEqual([0, 0])
  })

  it("counts a coordinator's districts only", async () => {
    const other = (await signIn(payload, 'coordinator', { district: 'Jhansi', districts: ['Jhansi'] })).token
    const theirs = await monthly(YEAR, other)
    const mine = await monthly(YEAR, coordinator)
    expect(mine[1].collectedPaise).toBeGreaterThanOrEqual(10000)
    expect(mine[10].collectedPaise).toBeGreaterThanOrEqual(25000)
    expect(theirs[1].collectedPaise + mine[1].collectedPaise).toBeLessThanOrEqual((await monthly())[1].collectedPaise)
  })
})
