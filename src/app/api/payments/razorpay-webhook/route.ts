import { getPayloadClient } from '@/platform/payload/client'
import { route } from '@/platform/http/route'
import { handleWebhook } from '@/features/payments'

export const dynamic = 'force-dynamic'

/**
 * POST /api/payments/razorpay-webhook (no auth; the X-Razorpay-Signature is the proof):
 * 200 {status:'ok'|'duplicate'}; 400 without a signature; 401 with a wrong one;
 * 503 when RAZORPAY_WEBHOOK_SECRET is unset.
 */
export const POST = route(async (request) => handleWebhook(await getPayloadClient(), request))
