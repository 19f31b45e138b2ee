import { requestLocale } from '@/platform/http/request-language'
import { getPayloadClient } from '@/platform/payload/client'
import { requireOffice } from '@/platform/http/office'
import { officeCase } from '@/features/grievances'
import { json, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/**
 * GET /api/admin/grievances/{id} (admins; coordinators: their districts' cases, 404 for a sensitive one):
 * {grievance, timeline (internal notes included), assignees}.
 */
export const GET = route<{ id: string }>(async (request, { params }) => {
  const office = await requireOffice(request)
  return json(await officeCase(await getPayloadClient(), office, (await params).id, requestLocale(request)))
})
