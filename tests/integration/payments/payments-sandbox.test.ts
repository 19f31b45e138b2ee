import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { membershipYear } from '../../../src/features/membership/rules/membership'
import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { call, registerMember } from '../../support/auth'
import { testPayload } from '../../support/payload'

/** Without RAZORPAY_KEY_ID: the local sandbox gateway and its 'Pay' / 'Fail' endpoint. */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let register: Handler, createOrder: Handler, verify: Handler, pay: Handler
const year = membershipYear()

beforeAll(async () => {
  delete process.env.RAZORPAY_KEY_ID
  payload = await testPayload()
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  ;({ POST: createOrder } = await import('../../../src/app/api/auth/create-order/route'))
  ;({ POST: verify } = await import('../../../src/app/api/auth/verify-payment/route'))
  ;({ POST: pay } = await import('../../../src/app/api/payments/sandbox/pay/route'))
})

async function orderFor() {
  const m = await registerMember(payload, register)
  const res = await call(createOrder, '/api/auth/create-order', { token: m.token })
  expect(res.status).toBe(200)
  return { ...m, order: (await res.json()) as { id: string; amount: number; keyId: string; sandbox: boolean; currency: string } }
}
const statusOf = async (userId: number) =>
  (
    await payload.find({
      collection: 'memberships',
      where: { and: [{ user: { equals: userId } }, { membershipYear: { equals: year } }] },
      overrideAccess: true,
    })
  ).docs[0]?.status

describe('sandbox gateway', () => {
  it('creates a local order marked as sandbox', async () => {
    const { order } = await orderFor()
    expect(order).toMatchObject({
      id: expect.stringMatching(/^order_/),
      amount: 10000,
      currency: 'INR',
      keyId: 'rzp_test_sandbox',
      sandbox: true,
      description: 'Membership Payment',
    })
  })

  it("'Pay' answers checkout's signed fields, which verify-payment credits", async () => {
    const { token, order, user } = await orderFor()
    const res = await call(pay, '/api/payments/sandbox/pay', { token, body: { order_id: order.id, outcome: 'success' } })
    expect(res.status).toBe(200)
    const result = await res.json()
    expect(result).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_/),
      razorpay_order_id: order.id,
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    const verified = await call(verify, '/api/auth/verify-payment', { token, body: result })
    expect(verified.status).toBe(200)
    expect((await verified.json()).payment).toMatchObject({ id: result.razorpay_payment_id, status: 'captured', amount: 10000 })
    expect(await statusOf(user.id)).toBe('paid')
  })

  it("'Fail' answers Razorpay's error shape and leaves the membership pending", async () => {
    const { token, order, user } = await orderFor()
    const res = await call(pay, '/api/payments/sandbox/pay', { token, body: { order_id: order.id, outcome: 'failure' } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: expect.any(String),
        metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
      },
    })
    expect(await statusOf(user.id)).toBe('pending')
  })

  it("needs a bearer token and the caller's own order", async () => {
    const a = await orderFor()
    const b = await registerMember(payload, register)
    expect((await call(pay, '/api/payments/sandbox/pay', { body: { order_id: a.order.id, outcome: 'success' } })).status).toBe(401)
    expect(
      (await call(pay, '/api/payments/sandbox/pay', { token: b.token, body: { order_id: a.order.id, outcome: 'success' } })).status,
    ).toBe(404)
    expect(
      (await call(pay, '/api/payments/sandbox/pay', { token: a.token, body: { order_id: a.order.id, outcome: 'maybe' } })).status,
    ).toBe(400)
  })

  it('keeps orders and payments in PostgreSQL, so any instance (or a restarted one) finds them', async () => {
    const { token, order, user } = await orderFor()
    const db = drizzleOf(payload)
    expect(await rows(db, sql`SELECT amount, status FROM sandbox_orders WHERE id = ${order.id}`)).toEqual([
      { amount: 10000, status: 'created' },
    ])
    const paid = await (await call(pay, '/api/payments/sandbox/pay', { token, body: { order_id: order.id, outcome: 'success' } })).json()
    // A process with no memory of the order (another instance) reads the payment from the database.
    ;(globalThis as { __upchoSandbox?: unknown }).__upchoSandbox = undefined
    const { sandboxGateway } = await import('../../../src/features/payments/operations/sandbox')
    expect(await sandboxGateway(payload).fetchOrderPayments(order.id)).toEqual([
      expect.objectContaining({ id: paid.razorpay_payment_id, status: 'captured', amount: 10000 }),
    ])
    expect((await call(verify, '/api/auth/verify-payment', { token, body: paid })).status).toBe(200)
    expect(await statusOf(user.id)).toBe('paid')
  })

  it('Pay again after a lost verify: create-order credits the captured sandbox payment and answers 409', async () => {
    const { token, order, user } = await orderFor()
    await call(pay, '/api/payments/sandbox/pay', { token, body: { order_id: order.id, outcome: 'success' } })
    const again = await call(createOrder, '/api/auth/create-order', { token })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: `Your membership for ${year} is already paid.` })
    expect(await statusOf(user.id)).toBe('paid')
  })

  it('a second capture for a paid year is refunded locally, once', async () => {
    const m = await registerMember(payload, register)
    const orders = []
    for (let i = 0; i < 2; i++)
      orders.push((await (await call(createOrder, '/api/auth/create-order', { token: m.token })).json()) as { id: string })
    const paid = []
    for (const o of orders)
      paid.push(
        await (await call(pay, '/api/payments/sandbox/pay', { token: m.token, body: { order_id: o.id, outcome: 'success' } })).json(),
      )
    for (const p of paid) await call(verify, '/api/auth/verify-payment', { token: m.token, body: p })
    const { refundDuplicates } = await import('../../../src/features/payments/operations/refunds')
    await refundDuplicates(payload)
    await refundDuplicates(payload)
    const db = drizzleOf(payload)
    const second = paid[1].razorpay_payment_id as string
    expect(
      await rows(db, sql`SELECT payment_id, amount FROM sandbox_refunds WHERE payment_id IN (${paid[0].razorpay_payment_id}, ${second})`),
    ).toEqual([{ payment_id: second, amount: 10000 }])
    expect(await rows(db, sql`SELECT status FROM sandbox_payments WHERE id = ${second}`)).toEqual([{ status: 'refunded' }])
    expect(await rows(db, sql`SELECT status, reason FROM payment_duplicates WHERE provider_payment_id = ${second}`)).toEqual([
      { status: 'refunded', reason: 'year-already-paid' },
    ])
    expect(await statusOf(m.user.id)).toBe('paid')
  })
})
