import { ReasonInput } from '@/features/office/schemas'
import { parseInput } from '@/platform/validation/validation'
import { getPayloadClient } from '@/platform/payload/client'
import { reinstateMembership } from '@/features/office'
import { requireOffice } from '@/platform/http/office'
import { json, readJson, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** POST /api/admin/members/{id}/reinstate {reason} (admins only): the current year's membership, revoked → paid (same membership id). */
export const POST = route<{ id: string }>(async (request, { params }) => {
  const office = await requireOffice(request, ['admin'])
  const { reason } = parseInput(ReasonInput, await readJson(request, { absent: {} }))
  return json(await reinstateMembership(await getPayloadClient(), office, (await params).id, reason))
})
