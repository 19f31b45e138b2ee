import { ReasonInput } from '@/features/office/schemas'
import { parseInput } from '@/platform/validation/validation'
import { getPayloadClient } from '@/platform/payload/client'
import { revokeMembership } from '@/features/office'
import { requireOffice } from '@/platform/http/office'
import { json, readJson, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** POST /api/admin/members/{id}/revoke {reason} (admins only): the current year's membership, paid → revoked. */
export const POST = route<{ id: string }>(async (request, { params }) => {
  const office = await requireOffice(request, ['admin'])
  const { reason } = parseInput(ReasonInput, await readJson(request, { absent: {} }))
  return json(await revokeMembership(await getPayloadClient(), office, (await params).id, reason))
})
