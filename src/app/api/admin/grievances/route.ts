import { getPayloadClient } from '@/lib/payload'
import { listGrievances } from '@/server/admin/workflow'
import { requireUser } from '@/server/auth'
import { json, route } from '@/server/http'

export const dynamic = 'force-dynamic'

/** GET /api/admin/grievances (admins): every grievance, newest first, with the member's contact details. */
export const GET = route('admin grievances', async (request) => {
  const user = await requireUser(request, ['admin'])
  if (user instanceof Response) return user
  return json(await listGrievances(await getPayloadClient()))
})
