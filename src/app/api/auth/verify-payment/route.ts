import { VerifyPaymentInput } from '@/features/payments/schemas'
import { parseInput } from '@/platform/validation/validation'
import { getPayloadClient } from '@/platform/payload/client'
import { requireUser } from '@/platform/http/guards'
import { json, readJson, route } from '@/platform/http/route'
import { verifyPayment } from '@/features/payments'

export const dynamic = 'force-dynamic'

/**
 * POST /api/auth/verify-payment (bearer) {razorpay_payment_id, razorpay_order_id, razorpay_signature}:
 * 200 {payment:{id, orderId, amount, currency, status}, user:{name, email, role}}, the same again for a
 * repeat; 400 {message:'Payment verification failed'}; 502 when the gateway cannot be reached.
 */
export const POST = route(async (request) => {
  const user = await requireUser(request)
  const input = parseInput(VerifyPaymentInput, await readJson(request))
  return json(await verifyPayment(await getPayloadClient(), user, input))
})
