import { getPayloadClient } from '@/platform/payload/client'
import { memberFile } from '@/features/office'
import { requireOffice } from '@/platform/http/office'
import { json, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/admin/members/{id} (admins; coordinators: their districts): {profile, memberships, payments, grievances, events}. */
export const GET = route<{ id: string }>(async (request, { params }) => {
  const office = await requireOffice(request)
  return json(await memberFile(await getPayloadClient(), office, (await params).id))
})
