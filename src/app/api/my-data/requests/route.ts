import { DATA_REQUEST_MESSAGES, DataRequestInput } from '@/features/privacy/schemas'
import { parseInput } from '@/platform/validation/validation'
import { getPayloadClient } from '@/platform/payload/client'
import { requireUser } from '@/platform/http/guards'
import { json, readJson, route } from '@/platform/http/route'
import { fileDataRequest, ownDataRequests } from '@/features/privacy'

export const dynamic = 'force-dynamic'

/** POST /api/my-data/requests {kind, details} (members): 201 {id, kind, status, dueBy}; 409 while one of that kind is pending. */
export const POST = route(async (request) => {
  const member = await requireUser(request, ['member', 'coordinator'])
  const input = parseInput(DataRequestInput, await readJson(request, { notJson: DATA_REQUEST_MESSAGES.body }))
  return json(await fileDataRequest(await getPayloadClient(), member, input), 201)
})

/** GET /api/my-data/requests (members): their own requests, newest first. */
export const GET = route(async (request) => {
  const member = await requireUser(request, ['member', 'coordinator'])
  return json(await ownDataRequests(await getPayloadClient(), member))
})
