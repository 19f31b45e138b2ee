import { requireUser } from '@/platform/http/guards'
import { json, route } from '@/platform/http/route'
import { membershipHistoryOf } from '@/features/membership'

export const dynamic = 'force-dynamic'

/** GET /api/membership/history (bearer): {memberships}, the caller's records, newest year first. */
export const GET = route(async (request) => {
  const user = await requireUser(request)
  return json(await membershipHistoryOf(user.id))
})
