import { SandboxPayInput } from '@/features/payments/schemas'
import { parseInput } from '@/platform/validation/validation'
import { getPayloadClient } from '@/platform/payload/client'
import { requireUser } from '@/platform/http/guards'
import { json, readJson, route } from '@/platform/http/route'
import { requireSandbox, sandboxPay } from '@/features/payments'

export const dynamic = 'force-dynamic'

/**
 * POST /api/payments/sandbox/pay (bearer; sandbox mode only, 404 otherwise) {order_id, outcome:'success'|'failure'}:
 * success → {razorpay_payment_id, razorpay_order_id, razorpay_signature}, to be posted to /api/auth/verify-payment;
 * failure → {error:{code, description, metadata:{order_id, payment_id}}}. Only the caller's own order.
 */
export const POST = route(async (request) => {
  requireSandbox()
  const user = await requireUser(request)
  return json(await sandboxPay(await getPayloadClient(), user.id, parseInput(SandboxPayInput, await readJson(request))))
})
