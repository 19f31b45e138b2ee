import { getPayloadClient } from '@/lib/payload'
import { recentMembers } from '@/server/admin/members'
import { requireUser } from '@/server/auth'
import { json, route } from '@/server/http'

export const dynamic = 'force-dynamic'

/** GET /api/auth/users (admins): {users: [...]}, the 10 newest members with this year's status (presenters/admin.ts). */
export const GET = route(async (request) => {
  await requireUser(request, ['admin'])
  return json({ users: await recentMembers(await getPayloadClient()) })
})
