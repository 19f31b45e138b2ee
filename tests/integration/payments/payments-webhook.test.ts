import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { membershipYear } from '../../../src/features/membership/rules/membership'
import { drizzleOf, sql } from '../../../src/platform/db/sql'
import { paymentsTestApp, type FakeRazorpay } from '../../support/fake-razorpay'

/** The webhook, reconciliation and the admin stats, against the fake Razorpay on loopback. */
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
const verify = (token: string, body: unknown) => call(h.verify, '/api/auth/verify-payment', { token, body })
const send = (hook: { raw: string; headers: Record<string, string> }) =>
  call(h.webhook, '/api/payments/razorpay-webhook', { raw: hook.raw, headers: hook.headers })

async function paidOrder(extra = {}) {
  const m = await member()
  const res = await call(h.createOrder, '/api/auth/create-order', { token: m.token })
  const { id } = (await res.json()) as { id: string }
  return { ...m, orderId: id, ...fake.pay(id, extra) }
}
async function memberships(userId: number) {
  const { docs } = await payload.find({
    collection: 'memberships',
    where: { and: [{ user: { equals: userId } }, { membershipYear: { equals: year } }] },
    overrideAccess: true,
  })
  return docs
}
const db = () => drizzleOf(payload)

describe('POST /api/payments/razorpay-webhook', () => {
  it('answers 400 without a signature and 401 with a wrong one, crediting nothing', async () => {
    const { payment, user } = await paidOrder()
    const hook = fake.webhook('payment.captured', payment)
    expect((await send({ raw: hook.raw, headers: { 'x-razorpay-event-id': 'e1' } })).status).toBe(400)
    expect((await send({ raw: hook.raw, headers: { ...hook.headers, 'x-razorpay-signature': 'f'.repeat(64) } })).status).toBe(401)
    // The signature is over the raw bytes: the same JSON re-serialised does not match.
    expect((await send({ raw: JSON.stringify(JSON.parse(hook.raw)), headers: hook.headers })).status).toBe(401)
    expect((await memberships(user.id))[0].status).toBe('pending')
  })

  it('the same webhook three times gives one paid membership', async () => {
    const { payment, user } = await paidOrder()
    const hook = fake.webhook('payment.captured', payment)
    const answers = [await send(hook), await send(hook), await send(hook)]
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    expect(await answers[1].json()).toEqual({ status: 'duplicate' })
    const docs = await memberships(user.id)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ status: 'paid', paymentId: payment.id })
    expect(
      (
        await payload.count({
          collection: 'webhook-events',
          where: { eventId: { equals: hook.headers['x-razorpay-event-id'] } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })

  it('webhook before verify: verify then answers success and nothing changes', async () => {
    const { payment, user, token, handler } = await paidOrder()
    expect((await send(fake.webhook('order.paid', payment))).status).toBe(200)
    const before = (await memberships(user.id))[0]
    expect(before.status).toBe('paid')
    const res = await verify(token, handler)
    expect(res.status).toBe(200)
    expect((await res.json()).payment).toMatchObject({ id: payment.id, status: 'captured' })
    expect((await memberships(user.id))[0]).toEqual(before)
  })

  it('webhook after verify changes nothing; a late payment.failed does not undo it', async () => {
    const { payment, user, token, handler } = await paidOrder()
    expect((await verify(token, handler)).status).toBe(200)
    const before = (await memberships(user.id))[0]
    expect((await send(fake.webhook('payment.captured', payment))).status).toBe(200)
    expect((await send(fake.webhook('payment.failed', { ...payment, status: 'failed' }))).status).toBe(200)
    expect((await memberships(user.id))[0]).toEqual(before)
  })

  it('payment.failed leaves the membership pending; a wrong amount is flagged and not credited', async () => {
    const failed = await paidOrder({ status: 'failed' })
    expect((await send(fake.webhook('payment.failed', failed.payment))).status).toBe(200)
    expect((await memberships(failed.user.id))[0].status).toBe('pending')
    const wrong = await paidOrder({ amount: 500 })
    expect((await send(fake.webhook('payment.captured', wrong.payment))).status).toBe(200)
    expect((await memberships(wrong.user.id))[0].status).toBe('pending')
    const { docs } = await payload.find({
      collection: 'payments',
      where: { providerOrderId: { equals: wrong.orderId } },
      overrideAccess: true,
    })
    expect(docs[0].status).toBe('mismatch')
  })
})

describe('reconciliation', () => {
  it('recovers a payment whose callback and webhook were both lost', async () => {
    const { reconcile } = await import('../../../src/features/payments/operations/reconcile')
    const lost = await paidOrder()
    const fresh = await paidOrder()
    // Only orders older than 5 minutes are looked at (checkout may still be open).
    await db().execute(sql`UPDATE payments SET created_at = now() - interval '10 minutes' WHERE provider_order_id = ${lost.orderId}`)
    const report = await reconcile(payload)
    expect(report.skipped).toBe(false)
    expect(report.credited).toBeGreaterThanOrEqual(1)
    expect((await memberships(lost.user.id))[0]).toMatchObject({ status: 'paid', paymentId: lost.payment.id })
    expect((await memberships(fresh.user.id))[0].status).toBe('pending')
    // A second run finds nothing left to do, and verify afterwards answers the same payment.
    expect((await reconcile(payload)).credited).toBe(0)
    expect((await verify(lost.token, lost.handler)).status).toBe(200)
  })

  it('the scheduled reconcile job credits a lost payment on its own, and stops when told', async () => {
    // The runner's schedule queues the job every 5 minutes and its cron runs it; here both, every 100 ms.
    const task = payload.config.jobs.tasks?.find((t) => t.slug === 'reconcilePayments')
    expect(task?.schedule).toEqual([{ cron: '0 */5 * * * *', queue: 'reconcile' }])
    const lost = await paidOrder()
    await db().execute(sql`UPDATE payments SET created_at = now() - interval '10 minutes' WHERE provider_order_id = ${lost.orderId}`)
    // Dynamic, like the app: ../support/jobs imports payload.config, which reads the environment on import.
    const { jobLoop } = await import('../../support/jobs')
    const stop = jobLoop(payload, 'reconcilePayments', 'reconcile', 100)
    try {
      await expect.poll(async () => (await memberships(lost.user.id))[0].status, { timeout: 10_000, interval: 100 }).toBe('paid')
    } finally {
      await stop()
    }
    // Stopped: a payment lost after this stays pending (until the next server start).
    const later = await paidOrder()
    await db().execute(sql`UPDATE payments SET created_at = now() - interval '10 minutes' WHERE provider_order_id = ${later.orderId}`)
    await new Promise((r) => setTimeout(r, 500))
    expect((await memberships(later.user.id))[0].status).toBe('pending')
  })

  it('runs in one instance at a time', async () => {
    const { reconcile } = await import('../../../src/features/payments/operations/reconcile')
    const reports = await Promise.all([reconcile(payload), reconcile(payload), reconcile(payload)])
    expect(reports.filter((r) => !r.skipped).length).toBeGreaterThanOrEqual(1)
  })
})

describe('GET /api/membership/stats', () => {
  it('answers 403 to members and the documented shape to admins', async () => {
    const m = await member()
    expect((await call(h.stats, '/api/membership/stats', { method: 'GET', token: m.token })).status).toBe(403)
    const { createUser } = await import('../../support/payload')
    const admin = await createUser(payload, 'admin', { password: 'Admin-pass-2026' })
    const login = await payload.login({ collection: 'users', data: { email: admin.email, password: 'Admin-pass-2026' } })
    const res = await call(h.stats, '/api/membership/stats', { method: 'GET', token: login.token })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toEqual({
      year,
      statusCounts: { paid: expect.any(Number), pending: expect.any(Number), unpaid: expect.any(Number), revoked: expect.any(Number) },
      paidByYear: expect.any(Array),
      totalCollected: expect.any(Number),
      totalCollectedThisYear: expect.any(Number),
      paidByDistrict: expect.any(Array),
    })
    expect(body.statusCounts.paid).toBeGreaterThanOrEqual(3)
    // Other test files share this database: only relations that hold whatever they added.
    expect(body.totalCollectedThisYear).toBeGreaterThanOrEqual(3 * 10000)
    expect(body.totalCollected).toBeGreaterThanOrEqual(body.totalCollectedThisYear)
    expect(body.paidByDistrict.reduce((n: number, d: { members: number }) => n + d.members, 0)).toBe(body.statusCounts.paid)
    expect(body.paidByYear.find((y: { year: string }) => y.year === year)?.members).toBe(body.statusCounts.paid)
  })
})
