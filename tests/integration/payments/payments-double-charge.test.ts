import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { membershipYear } from '../../../src/features/membership/rules/membership'
import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { paymentsTestApp, type FakeRazorpay } from '../../support/fake-razorpay'

/** No member is charged twice for one year: the open-order check, duplicates recorded, refunded once (fake Razorpay). */
type App = Awaited<ReturnType<typeof paymentsTestApp>>
let payload: Payload
let fake: FakeRazorpay
let h: App['handlers']
let call: App['call'], registerMember: App['registerMember']
const year = membershipYear()

beforeAll(async () => {
  ;({ payload, fake, handlers: h, call, registerMember } = await paymentsTestApp())
})
afterAll(() => fake?.close())

const member = () => registerMember(payload, h.register)
const order = async (token: string) => {
  const res = await call(h.createOrder, '/api/auth/create-order', { token })
  return { status: res.status, body: (await res.json()) as { id: string; message?: string } }
}
const verify = (token: string, body: unknown) => call(h.verify, '/api/auth/verify-payment', { token, body })
const send = (hook: { raw: string; headers: Record<string, string> }) =>
  call(h.webhook, '/api/payments/razorpay-webhook', { raw: hook.raw, headers: hook.headers })
const duplicatesOf = (userId: number) =>
  rows(drizzleOf(payload), sql`SELECT * FROM payment_duplicates WHERE user_id = ${userId} ORDER BY id`)
const membershipsOf = async (userId: number) =>
  (
    await payload.find({
      collection: 'memberships',
      where: { and: [{ user: { equals: userId } }, { membershipYear: { equals: year } }] },
      overrideAccess: true,
    })
  ).docs
const refund = async () => (await import('../../../src/features/payments/operations/refunds')).refundDuplicates(payload)

describe('create-order asks about the open order first', () => {
  it('a member whose verify died and who presses Pay again is credited, not charged again (409)', async () => {
    const m = await member()
    const first = await order(m.token)
    const { payment } = fake.pay(first.body.id) // captured; the verify call never arrived
    const ordersBefore = fake.orders.size
    const again = await order(m.token)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(`Your membership for ${year} is already paid.`)
    expect(fake.orders.size).toBe(ordersBefore)
    const docs = await membershipsOf(m.user.id)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ status: 'paid', paymentId: payment.id })
  })

  it('an open order without a capture gives a new order as before', async () => {
    const m = await member()
    const first = await order(m.token)
    fake.pay(first.body.id, { status: 'failed' })
    const again = await order(m.token)
    expect(again.status).toBe(200)
    expect(again.body.id).not.toBe(first.body.id)
  })

  it('answers 502 and makes no order when Razorpay cannot say whether the open order was paid', async () => {
    const m = await member()
    await order(m.token)
    const ordersBefore = fake.orders.size
    fake.state.unreachable = true
    try {
      const again = await order(m.token)
      expect(again.status).toBe(502)
      expect(again.body.message).toBe('Failed to create order')
    } finally {
      fake.state.unreachable = false
    }
    expect(fake.orders.size).toBe(ordersBefore)
  })
})

describe('a capture for a year already paid', () => {
  it("a second order's payment is recorded once as a duplicate, shown to admins, refunded once with an idempotency key", async () => {
    const m = await member()
    const a = await order(m.token)
    const b = await order(m.token) // a has no payment yet: a second order is allowed
    const pa = fake.pay(a.body.id)
    const pb = fake.pay(b.body.id)
    expect((await verify(m.token, pa.handler)).status).toBe(200)
    await verify(m.token, pb.handler)
    await send(fake.webhook('payment.captured', pb.payment)) // redelivery: still one record
    const docs = await membershipsOf(m.user.id)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ status: 'paid', paymentId: pa.payment.id })
    const dups = await duplicatesOf(m.user.id)
    expect(dups).toHaveLength(1)
    expect(dups[0]).toMatchObject({
      provider_payment_id: pb.payment.id,
      provider_order_id: b.body.id,
      reason: 'year-already-paid',
      status: 'to-refund',
      amount: 10000,
    })

    const { signIn } = await import('../../support/admin-fixtures')
    const admin = await signIn(payload, 'admin')
    const list = await call(h.duplicates, '/api/admin/payment-duplicates', { method: 'GET', token: admin.token })
    expect(list.status).toBe(200)
    expect((await list.json()).docs).toContainEqual(
      expect.objectContaining({
        paymentId: pb.payment.id,
        status: 'to-refund',
        reason: 'year-already-paid',
        memberEmail: m.form.email,
        memberName: m.form.name,
        amount: 10000,
      }),
    )

    expect((await refund()).refunded).toBeGreaterThanOrEqual(1)
    const mine = [...fake.refunds.values()].filter((r) => r.payment_id === pb.payment.id)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ amount: 10000, idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{10,}$/) })
    expect((await duplicatesOf(m.user.id))[0]).toMatchObject({ status: 'refunded', refund_id: mine[0].id })
    // A retry (the job runs again) refunds nothing more; the paid payment is untouched.
    await refund()
    expect([...fake.refunds.values()].filter((r) => r.payment_id === pb.payment.id)).toHaveLength(1)
    expect([...fake.refunds.values()].filter((r) => r.payment_id === pa.payment.id)).toHaveLength(0)
  })

  it('a second payment on a paid order is recorded for refund', async () => {
    const m = await member()
    const a = await order(m.token)
    const first = fake.pay(a.body.id)
    const second = fake.pay(a.body.id)
    expect((await verify(m.token, first.handler)).status).toBe(200)
    expect((await send(fake.webhook('payment.captured', second.payment))).status).toBe(200)
    expect(await duplicatesOf(m.user.id)).toEqual([
      expect.objectContaining({ provider_payment_id: second.payment.id, reason: 'second-payment-on-order' }),
    ])
    expect((await membershipsOf(m.user.id))[0]).toMatchObject({ status: 'paid', paymentId: first.payment.id })
  })

  it('a refund that fails stays to-refund with its error; the retry carries the same key and refunds once', async () => {
    const m = await member()
    const a = await order(m.token)
    const first = fake.pay(a.body.id)
    const second = fake.pay(a.body.id)
    await verify(m.token, first.handler)
    await send(fake.webhook('payment.captured', second.payment))
    fake.state.unreachable = true
    try {
      await refund()
    } finally {
      fake.state.unreachable = false
    }
    const [failed] = await duplicatesOf(m.user.id)
    expect(failed).toMatchObject({
      status: 'to-refund',
      attempts: 1,
      last_error: expect.stringContaining('Razorpay refund payment failed'),
    })
    // The answer of a refund that did happen was lost: the same key gets the same refund back.
    const { getGateway } = await import('../../../src/features/payments/operations/gateway')
    const { refundKey } = await import('../../../src/features/payments/operations/refunds')
    const key = refundKey(Number(failed.id), second.payment.id)
    const lost = await (
      await getGateway(payload)
    ).refundPayment({ paymentId: second.payment.id, amount: 10000, idempotencyKey: key, receipt: `dup-${failed.id}` })
    await refund()
    const mine = [...fake.refunds.values()].filter((r) => r.payment_id === second.payment.id)
    expect(mine).toHaveLength(1)
    expect((await duplicatesOf(m.user.id))[0]).toMatchObject({ status: 'refunded', refund_id: lost.id })
  })

  it('the admin list is for admins only', async () => {
    const m = await member()
    expect((await call(h.duplicates, '/api/admin/payment-duplicates', { method: 'GET' })).status).toBe(401)
    expect((await call(h.duplicates, '/api/admin/payment-duplicates', { method: 'GET', token: m.token })).status).toBe(403)
    const { signIn } = await import('../../support/admin-fixtures')
    const editor = await signIn(payload, 'editor')
    expect((await call(h.duplicates, '/api/admin/payment-duplicates', { method: 'GET', token: editor.token })).status).toBe(403)
  })
})
