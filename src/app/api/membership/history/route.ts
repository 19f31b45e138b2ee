import { membershipHistory } from '@/domain/membership'
import { getPayloadClient } from '@/lib/payload'
import { requireUser } from '@/server/auth'
import { json, route } from '@/server/http'

export const dynamic = 'force-dynamic'

/** GET /api/membership/history (bearer): the caller's records, newest year first. */
export const GET = route('membership history', async (request) => {
  const user = await requireUser(request)
  if (user instanceof Response) return user
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'memberships',
    where: { user: { equals: user.id } },
    sort: '-membershipYear',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return json({ memberships: membershipHistory(docs) })
})
