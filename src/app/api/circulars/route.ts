import { CIRCULARS_FAILURE, CircularQuery, queryOf } from '@/features/circulars/schemas'
import { requestLocale } from '@/platform/http/request-language'
import { getPayloadClient } from '@/platform/payload/client'
import { presentCircularList, searchCirculars } from '@/features/circulars'
import { route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/circulars?q=&tag=&year=&page=&limit=: the library, newest first, in the caller's language (?lang=hi or Accept-Language). */
export const GET = route(
  async (request) => {
    const search = CircularQuery.parse(queryOf(new URL(request.url).searchParams))
    const found = await searchCirculars(await getPayloadClient(), search)
    return Response.json(presentCircularList(found, requestLocale(request)))
  },
  { failure: CIRCULARS_FAILURE },
)
