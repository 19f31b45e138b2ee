import { getPayloadClient } from '@/platform/payload/client'
import { dashboardStats } from '@/features/office'
import { requireOffice } from '@/platform/http/office'
import { json, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/admin/dashboard (admins; coordinators: their districts' counts): {totalUsers, pendingContacts, pendingGrievances, overdueGrievances}. */
export const GET = route(async (request) => {
  const office = await requireOffice(request)
  return json(await dashboardStats(await getPayloadClient(), office))
})
