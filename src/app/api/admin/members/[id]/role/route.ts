import { REGISTER_MESSAGES, RoleInput } from '@/features/office/schemas'
import { getPayloadClient } from '@/platform/payload/client'
import { changeMemberRole } from '@/features/office'
import { requireOffice } from '@/platform/http/office'
import { json, readJson, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** PATCH /api/admin/members/{id}/role {role: 'member'|'coordinator', districts} (admins only). */
export const PATCH = route<{ id: string }>(async (request, { params }) => {
  const office = await requireOffice(request, ['admin'])
  const input = RoleInput.parse(await readJson(request, { absent: {}, notJson: REGISTER_MESSAGES.roleBody }))
  return json(await changeMemberRole(await getPayloadClient(), office, (await params).id, input))
})
