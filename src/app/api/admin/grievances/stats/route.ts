import { requestLocale } from '@/platform/http/request-language'
import { getPayloadClient } from '@/platform/payload/client'
import { requireOffice } from '@/platform/http/office'
import { officeStats } from '@/features/grievances'
import { json, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/**
 * GET /api/admin/grievances/stats?from=YYYY-MM-DD&to=YYYY-MM-DD (admins; coordinators: their
 * districts without sensitive cases): {from, to, total, byCategory, byDistrict, byStatus, medians, …}.
 */
export const GET = route(async (request) => {
  const office = await requireOffice(request)
  return json(await officeStats(await getPayloadClient(), office, new URL(request.url).searchParams, requestLocale(request)))
})
