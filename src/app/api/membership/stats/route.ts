import { getPayloadClient } from '@/lib/payload'
import { requireUser } from '@/server/auth'
import { json, route } from '@/server/http'
import { membershipStats } from '@/server/payments/stats'

export const dynamic = 'force-dynamic'

/** GET /api/membership/stats (admins only; others 403). The shape is documented in server/payments/stats.ts. */
export const GET = route(async (request) => {
  await requireUser(request, ['admin'])
  return json(await membershipStats(await getPayloadClient()))
})
