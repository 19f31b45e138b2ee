import { parseInput } from '@/platform/validation/validation'
import { getPayloadClient } from '@/platform/payload/client'
import { requireOffice } from '@/platform/http/office'
import { addReply, REPLY_MESSAGES, ReplyInput } from '@/features/grievances'
import { json, readJson, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/**
 * POST /api/admin/grievances/{id}/replies {text, internal} (admins; coordinators: their districts' cases):
 * 201 the new timeline entry (a repeat of the case's latest entry answers 200 with that entry, and mails nobody).
 */
export const POST = route<{ id: string }>(async (request, { params }) => {
  const office = await requireOffice(request)
  const input = parseInput(ReplyInput, await readJson(request, { notJson: REPLY_MESSAGES.body }))
  const { entry, created } = await addReply(await getPayloadClient(), office, (await params).id, input)
  return json(entry, created ? 201 : 200)
})
