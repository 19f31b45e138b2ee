import { membershipYear } from '@/features/membership/client'
import { requestLocale } from '@/platform/http/request-language'
import { getPayloadClient } from '@/platform/payload/client'
import { chartResponse, chartQuery, districtChartSvg } from '@/features/office'
import { requireOffice } from '@/platform/http/office'
import { route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/admin/districts/chart?year=&kind=districts|monthly&lang= (admins: every district; coordinators: theirs): the chart as image/svg+xml. */
export const GET = route(async (request) => {
  const office = await requireOffice(request)
  const params = new URL(request.url).searchParams
  const query = chartQuery(membershipYear()).parse({
    year: params.get('year') ?? undefined,
    kind: params.get('kind') ?? undefined,
    lang: params.get('lang') ?? undefined,
  })
  const lang = query.lang ?? requestLocale(request)
  return chartResponse(await districtChartSvg(await getPayloadClient(), office, { ...query, lang }), lang)
})
