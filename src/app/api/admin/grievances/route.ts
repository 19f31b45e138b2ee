import { getPayloadClient } from '@/lib/payload'
import { listGrievances } from '@/server/admin/workflow'
import { requireUser } from '@/server/auth'
import { json, route } from '@/server/http'

export const dynamic = 'force-dynamic'

/** GET /api/admin/grievances (admins): every grievance, newest first, with the member's contact details. */
export const GET = route(async (request) => {
  await requireUser(request, ['admin'])
  return json(await listGrievances(await getPayloadClient()))
})
