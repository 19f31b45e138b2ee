import { getEnv } from '@/config/env'
import { currentYearStatus, membershipYear } from '@/domain/membership'
import { getPayloadClient } from '@/lib/payload'
import { requireUser } from '@/server/auth'
import { json, route } from '@/server/http'

export const dynamic = 'force-dynamic'

/** GET /api/membership/current-year-status (bearer): the caller's record for this calendar year. */
export const GET = route('membership status', async (request) => {
  const user = await requireUser(request)
  if (user instanceof Response) return user
  const year = membershipYear()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'memberships',
    where: { and: [{ user: { equals: user.id } }, { membershipYear: { equals: year } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return json(currentYearStatus(docs[0], year, getEnv().membershipFeePaise))
})
