import { requireUser } from '@/platform/http/guards'
import { json, route } from '@/platform/http/route'
import { currentYearStatusOf } from '@/features/membership'

export const dynamic = 'force-dynamic'

/** GET /api/membership/current-year-status (bearer): the caller's record for this calendar year. */
export const GET = route(async (request) => {
  const user = await requireUser(request)
  return json(await currentYearStatusOf(user.id))
})
