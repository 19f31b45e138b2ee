import { getEnv } from '@/config/env'
import { SANDBOX_MESSAGES, SandboxPayInput } from '@/domain/payments'
import { getPayloadClient } from '@/lib/payload'
import { requireUser } from '@/server/auth'
import { HttpError, json, readJson, reply, route } from '@/server/http'
import { findOrder } from '@/server/payments/credit'
import { drizzleOf } from '@/server/db'
import { sandboxCapture } from '@/server/payments/sandbox'

export const dynamic = 'force-dynamic'

/**
 * POST /api/payments/sandbox/pay (bearer; sandbox mode only, 404 otherwise)
 * {order_id, outcome:'success'|'failure'}: the sandbox checkout's 'Pay' / 'Fail'.
 * success → {razorpay_payment_id, razorpay_order_id, razorpay_signature}, signed as
 * Razorpay signs, to be posted to /api/auth/verify-payment; failure →
 * {error:{code, description, metadata:{order_id, payment_id}}}. Only the caller's own order.
 */
export const POST = route('sandbox pay', async (request) => {
  if (!getEnv().razorpay.sandbox) return reply(404, 'Not found.')
  const user = await requireUser(request)
  if (user instanceof Response) return user
  const body = SandboxPayInput.safeParse(await readJson(request))
  if (!body.success) throw new HttpError(400, SANDBOX_MESSAGES.payBody)
  const { order_id: orderId, outcome } = body.data
  const stored = await findOrder(drizzleOf(await getPayloadClient()), orderId)
  if (!stored || stored.userId !== user.id) return reply(404, 'Order not found.')
  return json(sandboxCapture(orderId, outcome, stored.amount))
})
