import { createHash, randomBytes } from 'node:crypto'

import { getEnv } from '../../../platform/config/env'
import { paymentSignature, type GatewayPayment } from '../rules/payments'
import type { Payload } from 'payload'

import { drizzleOf, rows, sql, type Executor, type Row } from '../../../platform/db/sql'
import { GatewayError, type PaymentGateway } from './gateway-types'

/**
 * A local stand-in for Razorpay when RAZORPAY_KEY_ID is unset. Its orders,
 * payments and refunds live in PostgreSQL (sandbox_* tables), like Razorpay's
 * live on Razorpay's side: every instance sees them and a restart loses none.
 * The sandbox checkout signs exactly as Razorpay does, with a secret derived
 * from PAYLOAD_SECRET so nobody can forge it from outside.
 */

const SANDBOX_KEY_ID = 'rzp_test_sandbox'

function sandboxSecret(): string {
  return createHash('sha256')
    .update(`razorpay-sandbox:${getEnv().payloadSecret ?? 'no-secret'}`)
    .digest('hex')
}

const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`

const asPayment = (r: Row): GatewayPayment => ({
  id: String(r.id),
  order_id: String(r.order_id),
  status: String(r.status),
  amount: Number(r.amount),
  currency: String(r.currency),
  created_at: Math.floor(new Date(r.created_at as string).getTime() / 1000),
})

/** The sandbox gateway keeps its orders and payments in this database (so every instance sees them). */
export function sandboxGateway(payload: Payload): PaymentGateway {
  const db = async () => drizzleOf(payload)
  return {
    keyId: SANDBOX_KEY_ID,
    keySecret: sandboxSecret(),
    sandbox: true,
    async createOrder({ amount, receipt }) {
      const order = { id: newId('order'), amount, currency: 'INR', receipt, status: 'created' }
      await (
        await db()
      ).execute(
        sql`INSERT INTO sandbox_orders (id, amount, currency, receipt, status) VALUES (${order.id}, ${amount}, 'INR', ${receipt}, 'created')`,
      )
      return order
    },
    async fetchPayment(id) {
      const [p] = await rows(await db(), sql`SELECT * FROM sandbox_payments WHERE id = ${id}`)
      if (!p) throw new GatewayError('The id provided does not exist', 400, 'BAD_REQUEST_ERROR')
      return asPayment(p)
    },
    async fetchOrderPayments(orderId) {
      return (await rows(await db(), sql`SELECT * FROM sandbox_payments WHERE order_id = ${orderId} ORDER BY created_at, id`)).map(
        asPayment,
      )
    },
    async refundPayment({ paymentId, amount, idempotencyKey }) {
      // As Razorpay: the same key answers the first refund; only a captured payment can be refunded.
      return (await db()).transaction(async (tx) => {
        const [done] = await rows(tx, sql`SELECT * FROM sandbox_refunds WHERE idempotency_key = ${idempotencyKey}`)
        if (done) return { id: String(done.id), paymentId: String(done.payment_id), amount: Number(done.amount), status: 'processed' }
        const [p] = await rows(tx, sql`SELECT * FROM sandbox_payments WHERE id = ${paymentId} FOR UPDATE`)
        if (!p) throw new GatewayError('The id provided does not exist', 400, 'BAD_REQUEST_ERROR')
        if (p.status !== 'captured' || Number(p.amount_refunded) + amount > Number(p.amount)) {
          throw new GatewayError('The payment has been fully refunded already', 400, 'BAD_REQUEST_ERROR')
        }
        const id = newId('rfnd')
        await tx.execute(
          sql`INSERT INTO sandbox_refunds (id, payment_id, amount, idempotency_key) VALUES (${id}, ${paymentId}, ${amount}, ${idempotencyKey})`,
        )
        await tx.execute(sql`UPDATE sandbox_payments SET amount_refunded = amount_refunded + ${amount},
          status = CASE WHEN amount_refunded + ${amount} >= amount THEN 'refunded' ELSE status END WHERE id = ${paymentId}`)
        return { id, paymentId, amount, status: 'processed' }
      })
    },
  }
}

export type SandboxResult =
  | { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
  | { error: { code: string; description: string; metadata: { order_id: string; payment_id: string } } }

/**
 * The sandbox checkout's 'Pay' or 'Fail': records a captured or failed payment
 * of the order's amount and answers what Razorpay's checkout hands the page.
 * `amount` (the stored order amount) covers an order made before the sandbox
 * kept its orders in the database.
 */
export async function sandboxCapture(
  exec: Executor,
  orderId: string,
  outcome: 'success' | 'failure',
  amount?: number,
): Promise<SandboxResult> {
  const [order] = await rows(exec, sql`SELECT amount FROM sandbox_orders WHERE id = ${orderId}`)
  const id = newId('pay')
  const status = outcome === 'success' ? 'captured' : 'failed'
  await exec.execute(
    sql`INSERT INTO sandbox_payments (id, order_id, status, amount, currency) VALUES (${id}, ${orderId}, ${status}, ${Number(order?.amount ?? amount ?? 0)}, 'INR')`,
  )
  if (outcome === 'failure') {
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed (sandbox test mode)',
        metadata: { order_id: orderId, payment_id: id },
      },
    }
  }
  await exec.execute(sql`UPDATE sandbox_orders SET status = 'paid' WHERE id = ${orderId}`)
  return { razorpay_payment_id: id, razorpay_order_id: orderId, razorpay_signature: paymentSignature(sandboxSecret(), orderId, id) }
}
