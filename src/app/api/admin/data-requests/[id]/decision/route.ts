import { DATA_REQUEST_MESSAGES, DecisionInput } from '@/features/privacy/schemas'
import { parseInput } from '@/platform/validation/validation'
import { getPayloadClient } from '@/platform/payload/client'
import { requireOffice } from '@/platform/http/office'
import { json, readJson, route } from '@/platform/http/route'
import { decideDataRequest } from '@/features/privacy'

export const dynamic = 'force-dynamic'

/** POST /api/admin/data-requests/{id}/decision {decision, note} (admins only): 404 unknown, 409 decided already; the member is mailed. */
export const POST = route<{ id: string }>(async (request, { params }) => {
  const office = await requireOffice(request, ['admin'])
  const input = parseInput(DecisionInput, await readJson(request, { notJson: DATA_REQUEST_MESSAGES.body }))
  return json(await decideDataRequest(await getPayloadClient(), office.user, (await params).id, input))
})
