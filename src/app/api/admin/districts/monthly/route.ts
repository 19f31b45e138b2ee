import { coverageQuery } from '@/features/office/schemas'
import { membershipYear } from '@/features/membership/client'
import { getPayloadClient } from '@/platform/payload/client'
import { monthlyPayments } from '@/features/office'
import { requireOffice } from '@/platform/http/office'
import { json, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/admin/districts/monthly?year= (admins; coordinators: their districts'): 12 rows [{month, payments, collectedPaise}]. */
export const GET = route(async (request) => {
  const office = await requireOffice(request)
  const { year } = coverageQuery(membershipYear()).parse({ year: new URL(request.url).searchParams.get('year') ?? undefined })
  return json(await monthlyPayments(await getPayloadClient(), office, year))
})
