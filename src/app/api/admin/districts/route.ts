import { coverageQuery } from '@/features/office/schemas'
import { membershipYear } from '@/features/membership/client'
import { getPayloadClient } from '@/platform/payload/client'
import { districtCoverage } from '@/features/office'
import { requireOffice } from '@/platform/http/office'
import { json, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/admin/districts?year= (admins: all 75 districts; coordinators: theirs): [{district, members, paid, pending, unpaid, revoked, collectedPaise, openGrievances, overdueGrievances}]. */
export const GET = route(async (request) => {
  const office = await requireOffice(request)
  const { year } = coverageQuery(membershipYear()).parse({ year: new URL(request.url).searchParams.get('year') ?? undefined })
  return json(await districtCoverage(await getPayloadClient(), office, year))
})
