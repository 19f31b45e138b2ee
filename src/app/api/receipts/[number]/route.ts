import { getPayloadClient } from '@/platform/payload/client'
import { presentReceipt, findReceipt } from '@/features/payments'
import { requireUser } from '@/platform/http/guards'
import { json, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/receipts/{number} (signed in): the member's own receipt, or one of the office's members; anyone else 404. */
export const GET = route<{ number: string }>(async (request, { params }) => {
  const viewer = await requireUser(request)
  return json(presentReceipt(await findReceipt(await getPayloadClient(), viewer, (await params).number)))
})
