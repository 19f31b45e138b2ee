import { getPayloadClient } from '@/lib/payload'
import { requireOffice } from '@/server/admin/office'
import { listGrievances } from '@/server/admin/workflow'
import { json, route } from '@/server/http'

export const dynamic = 'force-dynamic'

/** GET /api/admin/grievances (admins; coordinators: their districts' members'): newest first, with the member's contact details. */
export const GET = route(async (request) => {
  const office = await requireOffice(request)
  return json(await listGrievances(await getPayloadClient(), office))
})
