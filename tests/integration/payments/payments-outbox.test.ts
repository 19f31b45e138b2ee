import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { FakeRazorpay } from '../../support/fake-razorpay'

/**
 * Crediting and its mail, the webhook's claim and its crediting: each pair
 * commits together or not at all. Against the fake Razorpay.
 */
type App = Awaited<ReturnType<typeof import('../../support/fake-razorpay').paymentsTestApp>>
let payload: Payload
let fake: FakeRazorpay
let h: App['handlers']
let call: App['call'], registerMember: App['registerMember']
let db: typeof import('../../../src/platform/db/sql')
let transaction: typeof import('../../../src/platform/db/transaction').transaction
let creditPayment: typeof import('../../../src/features/payments/operations/credit').creditPayment

beforeAll(async () => {
  // Dynamic: the app reads the environment paymentsTestApp sets.
  const { paymentsTestApp } = await import('../../support/fake-razorpay')
  ;({ payload, fake, handlers: h, call, registerMember } = await paymentsTestApp())
  db = await import('../../../src/platform/db/sql')
  ;({ transaction } = await import('../../../src/platform/db/transaction'))
  ;({ creditPayment } = await import('../../../src/features/payments/operations/credit'))
})
afterAll(() => fake?.close())

async function paidOrder() {
  const m = await registerMember(payload, h.register)
  const res = await call(h.createOrder, '/api/auth/create-order', { token: m.token })
  const { id } = (await res.json()) as { id: string }
  return { ...m, orderId: id, ...fake.pay(id) }
}
const confirmations = async (userId: number) =>
  (await db.rows(db.drizzleOf(payload), db.sql`SELECT id FROM mail_outbox WHERE user_id = ${userId} AND kind = 'membership-confirmed'`))
    .length
const status = async (orderId: string) =>
  (await db.rows(db.drizzleOf(payload), db.sql`SELECT status FROM payments WHERE provider_order_id = ${orderId}`))[0].status
const claims = async (eventId: string) =>
  (await db.rows(db.drizzleOf(payload), db.sql`SELECT id FROM webhook_events WHERE event_id = ${eventId}`)).length

describe('the confirmation mail', () => {
  it('commits with the credit, or not at all', async () => {
    const rolledBack = await paidOrder()
    await expect(
      transaction(payload, async (tx) => {
        const result = await creditPayment(payload, rolledBack.orderId, rolledBack.payment as never, tx)
        expect(result).toMatchObject({ ok: true, credited: true })
        expect(
          (await db.rows(tx, db.sql`SELECT id FROM mail_outbox WHERE user_id = ${rolledBack.user.id} AND kind = 'membership-confirmed'`))
            .length,
        ).toBe(1)
        throw new Error('crash before commit')
      }),
    ).rejects.toThrow('crash before commit')
    expect(await status(rolledBack.orderId)).toBe('created')
    expect(await confirmations(rolledBack.user.id)).toBe(0)

    const credited = await paidOrder()
    expect(await creditPayment(payload, credited.orderId, credited.payment as never)).toMatchObject({ ok: true, credited: true })
    expect(await creditPayment(payload, credited.orderId, credited.payment as never)).toMatchObject({ ok: true, credited: false })
    expect(await confirmations(credited.user.id)).toBe(1)
  })
})

describe('the webhook', () => {
  it('claims the event and credits in one transaction: a crash between them leaves no claim, and the redelivery credits', async () => {
    const order = await paidOrder()
    const hook = fake.webhook('payment.captured', order.payment)
    const eventId = hook.headers['x-razorpay-event-id']
    // Another session holds the order's row: the webhook stops inside crediting, after its claim.
    const blocker = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await blocker.connect()
    await blocker.query('BEGIN')
    await blocker.query('SELECT id FROM payments WHERE provider_order_id = $1 FOR UPDATE', [order.orderId])
    const first = call(h.webhook, '/api/payments/razorpay-webhook', { raw: hook.raw, headers: hook.headers })
    // Asked outside the blocker's transaction, which would keep its first snapshot of pg_stat_activity.
    const stuck = () =>
      db.rows(
        db.drizzleOf(payload),
        db.sql`SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE ${'SELECT * FROM payments WHERE provider_order_id = $1 FOR UPDATE%'}`,
      )
    await expect.poll(async () => (await stuck()).length, { timeout: 10_000, interval: 50 }).toBe(1)
    // Meanwhile the claim is invisible to everyone else: it is not committed.
    expect(await claims(eventId)).toBe(0)
    // The work dies here, mid-transaction (a killed process ends its session the same way: nothing commits).
    await blocker.query('SELECT pg_cancel_backend($1)', [(await stuck())[0].pid])
    expect((await first).status).toBe(500)
    await blocker.query('ROLLBACK')
    await blocker.end()
    expect(await claims(eventId)).toBe(0)
    expect(await status(order.orderId)).toBe('created')

    // Razorpay delivers it again: handled, not ignored as a duplicate.
    const again = await call(h.webhook, '/api/payments/razorpay-webhook', { raw: hook.raw, headers: hook.headers })
    expect(await again.json()).toEqual({ status: 'ok' })
    expect(await status(order.orderId)).toBe('captured')
    expect(await claims(eventId)).toBe(1)
    expect(await confirmations(order.user.id)).toBe(1)
  })
})
