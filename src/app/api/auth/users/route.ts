import { getPayloadClient } from '@/platform/payload/client'
import { recentMembers } from '@/features/office'
import { requireOffice } from '@/platform/http/office'
import { json, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/auth/users (admins; coordinators: their districts'): {users: [...]}, the 10 newest members with this year's status (presenters/admin.ts). */
export const GET = route(async (request) => {
  const office = await requireOffice(request)
  return json({ users: await recentMembers(await getPayloadClient(), office) })
})
