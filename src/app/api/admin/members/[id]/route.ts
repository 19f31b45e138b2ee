import { getPayloadClient } from '@/platform/payload/client'
import { memberFile } from '@/server/admin/register/member-file'
import { requireOffice } from '@/server/admin/office'
import { json, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/admin/members/{id} (admins; coordinators: their districts): {profile, memberships, payments, grievances, events}. */
export const GET = route<{ id: string }>(async (request, { params }) => {
  const office = await requireOffice(request)
  return json(await memberFile(await getPayloadClient(), office, (await params).id))
})
