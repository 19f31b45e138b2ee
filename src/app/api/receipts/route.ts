import { getPayloadClient } from '@/platform/payload/client'
import { presentReceipt, ownReceipts } from '@/features/payments'
import { requireUser } from '@/platform/http/guards'
import { json, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/receipts (signed in): {docs} the caller's own receipts, newest year first (the links on /payment-status). */
export const GET = route(async (request) => {
  const viewer = await requireUser(request)
  return json({ docs: (await ownReceipts(await getPayloadClient(), viewer.id)).map(presentReceipt) })
})
