import { parseInput } from '@/platform/validation/validation'
import { getPayloadClient } from '@/platform/payload/client'
import { requireOffice } from '@/platform/http/office'
import { ASSIGN_MESSAGES, AssignInput, assignCase } from '@/features/grievances'
import { json, readJson, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/**
 * PATCH /api/admin/grievances/{id}/assign {assigneeId} (admins; coordinators: their districts' cases):
 * the case; 400 for anyone who may not answer it (see assign.ts).
 */
export const PATCH = route<{ id: string }>(async (request, { params }) => {
  const office = await requireOffice(request)
  const { assigneeId } = parseInput(AssignInput, await readJson(request, { notJson: ASSIGN_MESSAGES.body }))
  return json(await assignCase(await getPayloadClient(), office, (await params).id, assigneeId))
})
