import { requestLocale } from '@/i18n/request-language'
import { getPayloadClient } from '@/lib/payload'
import { requireOffice } from '@/server/admin/office'
import { officeStats } from '@/server/grievance-desk/report'
import { json, route } from '@/server/http'

export const dynamic = 'force-dynamic'

/**
 * GET /api/admin/grievances/stats?from=YYYY-MM-DD&to=YYYY-MM-DD (admins; coordinators: their
 * districts without sensitive cases): {from, to, total, byCategory, byDistrict, byStatus, medians, …}.
 */
export const GET = route(async (request) => {
  const office = await requireOffice(request)
  return json(await officeStats(await getPayloadClient(), office, new URL(request.url).searchParams, requestLocale(request)))
})
