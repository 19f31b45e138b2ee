import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { membershipYear } from '../../../src/features/membership/rules/membership'
import { paymentsTestApp, type FakeRazorpay } from '../../support/fake-razorpay'

/** create-order and verify-payment on the real Razorpay path, against the fake on loopback. */
let payload: Payload
let fake: FakeRazorpay
type App = Awaited<ReturnType<typeof paymentsTestApp>>
let h: App['handlers']
let call: App['call'], registerMember: App['registerMember']
const year = membershipYear()

beforeAll(async () => {
  ;({ payload, fake, handlers: h, call, registerMember } = await paymentsTestApp())
})
afterAll(() => fake?.close())

const member = () => registerMember(payload, h.register)
const createOrder = (token: string) => call(h.createOrder, '/api/auth/create-order', { token })
const verify = (token: string, body: unknown) => call(h.verify, '/api/auth/verify-payment', { token, body })

async function order(token: string) {
  const res = await createOrder(token)
  expect(res.status).toBe(200)
  return (await res.json()) as { id: string; amount: number }
}

async function membershipOf(userId: number) {
  const { docs } = await payload.find({
    collection: 'memberships',
    where: { and: [{ user: { equals: userId } }, { membershipYear: { equals: year } }] },
    overrideAccess: true,
  })
  return docs[0]
}
async function paymentOf(orderId: string) {
  const { docs } = await payload.find({ collection: 'payments', where: { providerOrderId: { equals: orderId } }, overrideAccess: true })
  return docs[0]
}

describe('POST /api/auth/create-order', () => {
  it('creates an order for the configured fee and a pending membership', async () => {
    const { token, user } = await member()
    const res = await createOrder(token)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toEqual({
      id: expect.stringMatching(/^order_/),
      amount: 10000,
      currency: 'INR',
      keyId: 'rzp_test_fake',
      name: expect.any(String),
      description: 'Membership Payment',
      sandbox: false,
    })
    expect(fake.orders.get(body.id)?.amount).toBe(10000)
    expect((await paymentOf(body.id))?.status).toBe('created')
    expect(await membershipOf(user.id)).toMatchObject({ status: 'pending', amount: 10000 })
  })

  it('ignores an amount sent by the browser and reuses the pending membership', async () => {
    const { token, user } = await member()
    await order(token)
    const res = await call(h.createOrder, '/api/auth/create-order', { token, body: { amount: 100 } })
    expect((await res.json()).amount).toBe(10000)
    const { totalDocs } = await payload.count({ collection: 'memberships', where: { user: { equals: user.id } }, overrideAccess: true })
    expect(totalDocs).toBe(1)
  })

  it('needs a bearer token', async () => {
    expect((await call(h.createOrder, '/api/auth/create-order')).status).toBe(401)
  })

  it('answers 502 and records nothing when Razorpay is unreachable', async () => {
    const { token, user } = await member()
    fake.state.unreachable = true
    try {
      const res = await createOrder(token)
      expect(res.status).toBe(502)
      expect(await res.json()).toEqual({ message: 'Failed to create order' })
    } finally {
      fake.state.unreachable = false
    }
    expect(await membershipOf(user.id)).toBeUndefined()
    expect((await payload.count({ collection: 'payments', where: { user: { equals: user.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('POST /api/auth/verify-payment', () => {
  it('credits a captured payment: paid, membership id, dates, and 409 for a second order', async () => {
    const { token, user, form } = await member()
    const { id } = await order(token)
    const { handler, payment } = fake.pay(id)
    const res = await verify(token, handler)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      payment: { id: payment.id, orderId: id, amount: 10000, currency: 'INR', status: 'captured' },
      user: { name: form.name, email: form.email, role: 'member' },
    })
    const m = await membershipOf(user.id)
    expect(m).toMatchObject({ status: 'paid', paymentId: payment.id, orderId: id })
    expect(m.membershipId).toMatch(new RegExp(`^UPCHO-${year}-\\d{6,9}$`))
    expect(m.endDate).toBe(new Date(`${year}-12-31T23:59:59.999+05:30`).toISOString())
    expect(new Date(m.startDate!).getTime()).toBe(payment.created_at * 1000)
    const again = await createOrder(token)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: `Your membership for ${year} is already paid.` })
  })

  it('answers the same for a second verify and changes nothing', async () => {
    const { token, user } = await member()
    const { id } = await order(token)
    const { handler } = fake.pay(id)
    const first = await (await verify(token, handler)).json()
    const before = await membershipOf(user.id)
    const second = await verify(token, handler)
    expect(second.status).toBe(200)
    expect(await second.json()).toEqual(first)
    expect(await membershipOf(user.id)).toEqual(before)
  })

  it('rejects a wrong signature with 400 and credits nothing', async () => {
    const { token, user } = await member()
    const { id } = await order(token)
    const { handler } = fake.pay(id)
    for (const razorpay_signature of ['0'.repeat(64), handler.razorpay_signature.toUpperCase(), 'x', undefined]) {
      const res = await verify(token, { ...handler, razorpay_signature })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ message: 'Payment verification failed' })
    }
    expect((await membershipOf(user.id)).status).toBe('pending')
  })

  it("refuses another member's order", async () => {
    const a = await member()
    const b = await member()
    const { id } = await order(a.token)
    const { handler } = fake.pay(id)
    const res = await verify(b.token, handler)
    expect(res.status).toBe(400)
    expect((await membershipOf(a.user.id)).status).toBe('pending')
    expect(await membershipOf(b.user.id)).toBeUndefined()
  })

  it.each([
    ['a wrong amount', { amount: 100 }, 'mismatch'],
    ['a wrong currency', { currency: 'USD' }, 'mismatch'],
    ['an authorized, not captured payment', { status: 'authorized' }, 'authorized'],
  ])('does not credit %s', async (_, extra, stored) => {
    const { token, user } = await member()
    const { id } = await order(token)
    const { handler } = fake.pay(id, extra)
    const res = await verify(token, handler)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'Payment verification failed' })
    expect((await membershipOf(user.id)).status).toBe('pending')
    expect((await paymentOf(id))?.status).toBe(stored)
  })

  it('answers 502 when Razorpay is unreachable and records nothing as paid', async () => {
    const { token, user } = await member()
    const { id } = await order(token)
    const { handler } = fake.pay(id)
    fake.state.unreachable = true
    try {
      expect((await verify(token, handler)).status).toBe(502)
    } finally {
      fake.state.unreachable = false
    }
    expect((await membershipOf(user.id)).status).toBe('pending')
    expect((await paymentOf(id))?.status).toBe('created')
  })

  it('50 concurrent verify calls for one payment give one paid membership and one membership id', async () => {
    const { token, user } = await member()
    const { id } = await order(token)
    const { handler } = fake.pay(id)
    const answers = await Promise.all(Array.from({ length: 50 }, () => verify(token, handler)))
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200))
    const bodies = await Promise.all(answers.map((r) => r.json()))
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1)
    const { docs } = await payload.find({ collection: 'memberships', where: { user: { equals: user.id } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0].status).toBe('paid')
    const sameId = await payload.count({
      collection: 'memberships',
      where: { membershipId: { equals: docs[0].membershipId } },
      overrideAccess: true,
    })
    expect(sameId.totalDocs).toBe(1)
  })
})

describe('POST /api/payments/sandbox/pay with Razorpay configured', () => {
  it('does not exist (404)', async () => {
    const { POST } = await import('../../../src/app/api/payments/sandbox/pay/route')
    const { token } = await member()
    expect((await call(POST, '/api/payments/sandbox/pay', { token, body: { order_id: 'order_x', outcome: 'success' } })).status).toBe(404)
  })
})
