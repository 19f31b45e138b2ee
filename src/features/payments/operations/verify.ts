import type { Payload } from 'payload'

import { VERIFY_MESSAGES, verifyPaymentSignature, type VerifyPaymentInput } from '../rules/payments'
import { log } from '../../../platform/log'
import type { AuthUser } from '../../../platform/http/guards'
import { HttpError } from '../../../platform/http/route'
import { creditPayment, findOrder, type StoredPayment } from './credit'
import { drizzleOf } from '../../../platform/db/sql'
import { getGateway } from './gateway'
import { GatewayError } from './gateway-types'

export { VERIFY_MESSAGES }

const answer = (p: StoredPayment, user: AuthUser) => ({
  payment: { id: p.paymentId, orderId: p.orderId, amount: p.amount, currency: p.currency, status: p.status },
  user: { name: user.name, email: user.email, role: user.role },
})

/**
 * POST /api/auth/verify-payment: the checkout's result, checked against OUR
 * record (the caller's own order, its stored id in the signature), then the
 * payment as the gateway reports it, then the shared crediting. Unknown order,
 * another member's order, a bad signature or a payment that may not be credited
 * all answer 400 'Payment verification failed' and credit nothing.
 */
export async function verifyPayment(payload: Payload, user: AuthUser, input: VerifyPaymentInput) {
  const { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: signature } = input
  const stored = await findOrder(drizzleOf(payload), orderId)
  if (!stored || stored.userId !== user.id) {
    log.warn({ userId: user.id, orderId }, "verify-payment for an order that is not the caller's")
    throw new HttpError(400, VERIFY_MESSAGES.failed)
  }
  const gateway = await getGateway(payload)
  if (!verifyPaymentSignature(gateway.keySecret, stored.orderId, paymentId, signature)) {
    log.warn({ userId: user.id, orderId }, 'payment signature mismatch')
    throw new HttpError(400, VERIFY_MESSAGES.failed)
  }
  // Already credited with this payment (a repeat, or the webhook was first): the same answer, no gateway call.
  if (stored.status === 'captured' && stored.paymentId === paymentId) return answer(stored, user)

  let reported
  try {
    reported = await gateway.fetchPayment(paymentId)
  } catch (err) {
    log.error({ orderId, paymentId, error: err instanceof Error ? err.message : String(err) }, 'fetch payment failed')
    if (err instanceof GatewayError) throw new HttpError(502, VERIFY_MESSAGES.unavailable)
    throw err
  }
  const result = await creditPayment(payload, stored.orderId, reported)
  if (!result.ok || result.payment.paymentId !== paymentId) throw new HttpError(400, VERIFY_MESSAGES.failed)
  return answer(result.payment, user)
}
