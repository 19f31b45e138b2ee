import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { membershipYear } from '../../../src/features/membership/rules/membership'
import { testPayload, unique } from '../../support/payload'
import { call, registerMember } from '../../support/auth'

/** GET /api/membership/current-year-status and /history: the caller's own records only. */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let register: Handler, status: Handler, history: Handler

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  ;({ GET: status } = await import('../../../src/app/api/membership/current-year-status/route'))
  ;({ GET: history } = await import('../../../src/app/api/membership/history/route'))
})

const year = membershipYear()
const lastYear = String(Number(year) - 1)
const getStatus = (token: string) => call(status, '/api/membership/current-year-status', { method: 'GET', token })
const getHistory = (token: string) => call(history, '/api/membership/history', { method: 'GET', token })

function addMembership(userId: number, membershipYear: string, extra: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'memberships',
    data: {
      user: userId,
      membershipYear,
      status: 'paid',
      amount: 10000,
      startDate: `${membershipYear}-01-01T00:00:00.000Z`,
      endDate: `${membershipYear}-12-31T00:00:00.000Z`,
      paymentId: `pay_${unique()}`,
      membershipId: `UPCHO-${unique()}`,
      ...extra,
    },
  })
}

describe('GET /api/membership/current-year-status', () => {
  it('answers unpaid with the configured fee when there is no record', async () => {
    const { token } = await registerMember(payload, register)
    const res = await getStatus(token)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'unpaid', amount: 10000, membershipYear: year, paymentMethod: 'razorpay' })
  })

  it("answers this year's record", async () => {
    const { token, user } = await registerMember(payload, register)
    await addMembership(user.id, lastYear, { status: 'paid' })
    const doc = await addMembership(user.id, year, { revokedReason: null })
    const body = await (await getStatus(token)).json()
    expect(body).toEqual({
      id: doc.id,
      status: 'paid',
      amount: 10000,
      startDate: doc.startDate,
      endDate: doc.endDate,
      paymentId: doc.paymentId,
      membershipYear: year,
      membershipId: doc.membershipId ?? null,
      revokedAt: null,
      revokedReason: null,
    })
  })

  it('is unpaid when only an earlier year was paid', async () => {
    const { token, user } = await registerMember(payload, register)
    await addMembership(user.id, lastYear)
    expect((await (await getStatus(token)).json()).status).toBe('unpaid')
  })

  it("never shows another member's record", async () => {
    const a = await registerMember(payload, register)
    const b = await registerMember(payload, register)
    await addMembership(b.user.id, year)
    expect((await (await getStatus(a.token)).json()).status).toBe('unpaid')
  })
})

describe('GET /api/membership/history', () => {
  it("lists the caller's records, newest year first", async () => {
    const { token, user } = await registerMember(payload, register)
    const older = await addMembership(user.id, String(Number(year) - 2), { status: 'revoked', revokedReason: 'Refunded' })
    const current = await addMembership(user.id, year, { status: 'pending', membershipId: null, paymentId: null })
    const last = await addMembership(user.id, lastYear)
    const res = await getHistory(token)
    expect(res.status).toBe(200)
    const { memberships } = await res.json()
    expect(memberships.map((m: { membershipYear: string }) => m.membershipYear)).toEqual([year, lastYear, String(Number(year) - 2)])
    expect(memberships[0]).toEqual({
      membershipYear: year,
      status: 'pending',
      amount: 10000,
      startDate: current.startDate,
      endDate: current.endDate,
      membershipId: null,
    })
    expect(memberships[1].membershipId).toBe(last.membershipId)
    expect(memberships[2].status).toBe(older.status)
  })

  it("is empty for a new member and never includes another member's records", async () => {
    const a = await registerMember(payload, register)
    const b = await registerMember(payload, register)
    await addMembership(b.user.id, year)
    expect(await (await getHistory(a.token)).json()).toEqual({ memberships: [] })
    expect((await (await getHistory(b.token)).json()).memberships).toHaveLength(1)
  })
})
