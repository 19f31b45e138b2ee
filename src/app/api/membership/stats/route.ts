import { getPayloadClient } from '@/platform/payload/client'
import { requireUser } from '@/platform/http/guards'
import { json, route } from '@/platform/http/route'
import { membershipStats } from '@/features/payments'

export const dynamic = 'force-dynamic'

/** GET /api/membership/stats (admins only; others 403). The shape is documented in server/payments/stats.ts. */
export const GET = route(async (request) => {
  await requireUser(request, ['admin'])
  return json(await membershipStats(await getPayloadClient()))
})
