import { createHash, randomBytes } from 'node:crypto'

import { getEnv } from '../../config/env'
import { paymentSignature, type GatewayPayment } from '../../domain/payments'
import { GatewayError, type GatewayOrder, type PaymentGateway } from './gateway-types'

/**
 * A local stand-in for Razorpay when RAZORPAY_KEY_ID is unset: orders and
 * payments live in this process's memory (our own payments table keeps the
 * durable record), and the sandbox checkout signs exactly as Razorpay does,
 * with a secret derived from PAYLOAD_SECRET so nobody can forge it from outside.
 */

const SANDBOX_KEY_ID = 'rzp_test_sandbox'

function sandboxSecret(): string {
  return createHash('sha256').update(`razorpay-sandbox:${getEnv().payloadSecret ?? 'no-secret'}`).digest('hex')
}

type State = { orders: Map<string, GatewayOrder>; payments: Map<string, GatewayPayment> }
// On globalThis: Next.js may load this module once per route bundle, and they must share one store.
const store = ((globalThis as { __upchoSandbox?: State }).__upchoSandbox ??= { orders: new Map(), payments: new Map() })

const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`

export function sandboxGateway(): PaymentGateway {
  return {
    keyId: SANDBOX_KEY_ID,
    keySecret: sandboxSecret(),
    sandbox: true,
    async createOrder({ amount, receipt }) {
      const order = { id: newId('order'), amount, currency: 'INR', receipt, status: 'created' }
      store.orders.set(order.id, order)
      return order
    },
    async fetchPayment(id) {
      const p = store.payments.get(id)
      if (!p) throw new GatewayError('The id provided does not exist', 400, 'BAD_REQUEST_ERROR')
      return p
    },
    async fetchOrderPayments(orderId) {
      return [...store.payments.values()].filter((p) => p.order_id === orderId)
    },
  }
}

export type SandboxResult =
  | { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
  | { error: { code: string; description: string; metadata: { order_id: string; payment_id: string } } }

/**
 * The sandbox checkout's 'Pay' or 'Fail': records a captured or failed payment
 * of the order's amount and answers what Razorpay's checkout hands the page.
 * `amount` is the stored order amount when the order was created by another
 * process (memory lost on a restart).
 */
export function sandboxCapture(orderId: string, outcome: 'success' | 'failure', amount?: number): SandboxResult {
  const order = store.orders.get(orderId)
  const payment: GatewayPayment = {
    id: newId('pay'),
    order_id: orderId,
    status: outcome === 'success' ? 'captured' : 'failed',
    amount: order?.amount ?? amount ?? 0,
    currency: 'INR',
    created_at: Math.floor(Date.now() / 1000),
  }
  store.payments.set(payment.id, payment)
  if (outcome === 'failure') {
    return { error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed (sandbox test mode)', metadata: { order_id: orderId, payment_id: payment.id } } }
  }
  if (order) order.status = 'paid'
  return { razorpay_payment_id: payment.id, razorpay_order_id: orderId, razorpay_signature: paymentSignature(sandboxSecret(), orderId, payment.id) }
}
