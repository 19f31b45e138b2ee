import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { indiaDay, membershipYear } from '../../../src/features/membership/rules/membership'
import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { paymentsTestApp, type FakeRazorpay } from '../../support/fake-razorpay'
import { withParams } from '../../support/route-params'
// admin-fixtures is imported after paymentsTestApp: it loads payload.config, which reads the Razorpay keys on import.
import type { Handler } from '../../support/admin-fixtures'

/**
 * The pending-order race: the member opened an online order, then
 * paid the office in cash. Whichever lands second must not credit the year
 * twice: a later capture is a duplicate to refund, a later office record a 409.
 */
type App = Awaited<ReturnType<typeof paymentsTestApp>>
let payload: Payload
let fake: FakeRazorpay
let h: App['handlers']
let call: App['call'], registerMember: App['registerMember']
let offline: Handler
let admin: { token: string }
const year = membershipYear()
const cash = { year, amount: 10000, method: 'cash', receivedOn: indiaDay() }

beforeAll(async () => {
  ;({ payload, fake, handlers: h, call, registerMember } = await paymentsTestApp())
  offline = withParams(
    '/api/admin/members/[id]/offline-payment',
    await import('../../../src/app/api/admin/members/[id]/offline-payment/route'),
  ).POST as Handler
  const { signIn } = await import('../../support/admin-fixtures')
  admin = await signIn(payload, 'admin')
})
afterAll(() => fake?.close())

const db = () => drizzleOf(payload)
const memberWithPendingOrder = async () => {
  const m = await registerMember(payload, h.register)
  const res = await call(h.createOrder, '/api/auth/create-order', { token: m.token })
  expect(res.status).toBe(200)
  const order = (await res.json()) as { id: string }
  return { m, orderId: order.id }
}
const recordCash = (userId: number) => call(offline, `/api/admin/members/${userId}/offline-payment`, { body: cash, token: admin.token })
const verify = (token: string, body: unknown) => call(h.verify, '/api/auth/verify-payment', { token, body })
const send = (hook: { raw: string; headers: Record<string, string> }) =>
  call(h.webhook, '/api/payments/razorpay-webhook', { raw: hook.raw, headers: hook.headers })
const duplicatesOf = (userId: number) => rows(db(), sql`SELECT * FROM payment_duplicates WHERE user_id = ${userId}`)
const receiptsOf = (userId: number) =>
  rows(db(), sql`SELECT receipt_number, method FROM payments WHERE user_id = ${userId} AND receipt_number IS NOT NULL`)
const membershipOf = async (userId: number) =>
  (await rows(db(), sql`SELECT * FROM memberships WHERE user_id = ${userId} AND membership_year = ${year}`))[0]
const confirmations = (userId: number) =>
  rows(db(), sql`SELECT kind FROM mail_outbox WHERE user_id = ${userId} AND kind IN ('membership-confirmed', 'offline-receipt')`)

describe('the office records cash while an online order is pending', () => {
  it('office first: the later capture (verify-payment) is a duplicate to refund, shown to admins; the office membership stands', async () => {
    const { m, orderId } = await memberWithPendingOrder()
    const office = await recordCash(m.user.id)
    expect(office.status).toBe(201)
    const { membership } = await office.json()
    const paid = fake.pay(orderId)
    expect((await verify(m.token, paid.handler)).status).toBeLessThan(500)
    await send(fake.webhook('payment.captured', paid.payment)) // the webhook for the same capture: still one duplicate
    expect(await membershipOf(m.user.id)).toMatchObject({ status: 'paid', membership_id: membership.membershipId })
    expect(await duplicatesOf(m.user.id)).toEqual([
      expect.objectContaining({ provider_payment_id: paid.payment.id, reason: 'year-already-paid', status: 'to-refund' }),
    ])
    expect(await receiptsOf(m.user.id)).toEqual([expect.objectContaining({ method: 'cash' })])
    expect(await confirmations(m.user.id)).toEqual([{ kind: 'offline-receipt' }])
    const list = await call(h.duplicates, '/api/admin/payment-duplicates', { method: 'GET', token: admin.token })
    expect((await list.json()).docs).toContainEqual(
      expect.objectContaining({ paymentId: paid.payment.id, orderId, reason: 'year-already-paid' }),
    )
  })

  it('office first: a capture that only the webhook reports is a duplicate as well', async () => {
    const { m, orderId } = await memberWithPendingOrder()
    expect((await recordCash(m.user.id)).status).toBe(201)
    const paid = fake.pay(orderId)
    expect((await send(fake.webhook('payment.captured', paid.payment))).status).toBe(200)
    expect(await duplicatesOf(m.user.id)).toHaveLength(1)
    expect(await receiptsOf(m.user.id)).toHaveLength(1)
  })

  it('capture first: the office is told the year is paid (409) and records nothing', async () => {
    const { m, orderId } = await memberWithPendingOrder()
    const paid = fake.pay(orderId)
    expect((await verify(m.token, paid.handler)).status).toBe(200)
    const office = await recordCash(m.user.id)
    expect(office.status).toBe(409)
    expect((await office.json()).message).toBe(`Membership for ${year} is already paid`)
    expect(await duplicatesOf(m.user.id)).toHaveLength(0)
    expect(await receiptsOf(m.user.id)).toEqual([expect.objectContaining({ method: 'razorpay' })])
    expect(await membershipOf(m.user.id)).toMatchObject({ status: 'paid', payment_id: paid.payment.id })
  })

  it('truly at once: exactly one credit, one receipt, one confirmation; the loser is a duplicate or a 409', async () => {
    const outcomes = new Set<string>()
    for (let i = 0; i < 6; i++) {
      const { m, orderId } = await memberWithPendingOrder()
      const paid = fake.pay(orderId)
      const [office, online] = await Promise.all([recordCash(m.user.id), verify(m.token, paid.handler)])
      expect(online.status).toBeLessThan(500)
      expect([201, 409]).toContain(office.status)
      const dups = await duplicatesOf(m.user.id)
      // The office won: the capture is the duplicate. The capture won: the office was refused.
      expect(dups).toHaveLength(office.status === 201 ? 1 : 0)
      const receipts = await receiptsOf(m.user.id)
      expect(receipts).toHaveLength(1)
      expect(receipts[0].method).toBe(office.status === 201 ? 'cash' : 'razorpay')
      expect(await confirmations(m.user.id)).toHaveLength(1)
      expect(
        await rows(db(), sql`SELECT id FROM memberships WHERE user_id = ${m.user.id} AND membership_year = ${year} AND status = 'paid'`),
      ).toHaveLength(1)
      outcomes.add(office.status === 201 ? 'office' : 'online')
    }
    expect(outcomes.size).toBeGreaterThan(0)
  })
})
