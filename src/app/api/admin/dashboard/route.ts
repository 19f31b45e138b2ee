import { getPayloadClient } from '@/lib/payload'
import { dashboardStats } from '@/server/admin/members'
import { requireUser } from '@/server/auth'
import { json, route } from '@/server/http'

export const dynamic = 'force-dynamic'

/** GET /api/admin/dashboard (admins): {totalUsers, pendingContacts, pendingGrievances}. */
export const GET = route(async (request) => {
  await requireUser(request, ['admin'])
  return json(await dashboardStats(await getPayloadClient()))
})
