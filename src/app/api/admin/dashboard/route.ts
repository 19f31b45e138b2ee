import { getPayloadClient } from '@/platform/payload/client'
import { dashboardStats } from '@/server/admin/members'
import { requireOffice } from '@/server/admin/office'
import { json, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/admin/dashboard (admins; coordinators: their districts' counts): {totalUsers, pendingContacts, pendingGrievances, overdueGrievances}. */
export const GET = route(async (request) => {
  const office = await requireOffice(request)
  return json(await dashboardStats(await getPayloadClient(), office))
})
