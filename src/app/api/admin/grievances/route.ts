import { requestLocale } from '@/platform/http/request-language'
import { getPayloadClient } from '@/platform/payload/client'
import { requireOffice } from '@/platform/http/office'
import { listOfficeGrievances } from '@/features/grievances'
import { json, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/**
 * GET /api/admin/grievances[?overdue=1] (admins; coordinators: their districts' cases, never a sensitive one):
 * newest first, with the member's contact details and the case's facts.
 */
export const GET = route(async (request) => {
  const office = await requireOffice(request)
  const overdue = new URL(request.url).searchParams.get('overdue') === '1'
  return json(await listOfficeGrievances(await getPayloadClient(), office, { overdue, locale: requestLocale(request) }))
})
