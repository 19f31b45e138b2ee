import { requireUser } from '@/platform/http/guards'
import { json, route } from '@/platform/http/route'
import { verifyLinkOf } from '@/features/membership'

export const dynamic = 'force-dynamic'

/** GET /api/membership/verify-link (bearer): {verifyUrl}, the signed link of the caller's certificate QR code, or null. */
export const GET = route(async (request) => {
  const user = await requireUser(request)
  return json(await verifyLinkOf(user.id))
})
