import { OPT_IN_INPUT_MESSAGES, OptInInput } from '@/features/privacy/schemas'
import { parseInput } from '@/platform/validation/validation'
import { requestLocale } from '@/platform/http/request-language'
import { getPayloadClient } from '@/platform/payload/client'
import { consentsView, changeOptIn, optInsOf } from '@/features/privacy'
import { requireUser } from '@/platform/http/guards'
import { callerOf, json, readJson, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/my-data/consents (members): {consents: {membership, newsletter, whatsapp}}, each true while in force. */
export const GET = route(async (request) => {
  const member = await requireUser(request, ['member', 'coordinator'])
  return json(consentsView(await optInsOf(await getPayloadClient(), member.id)))
})

/** POST {purpose, granted} (members): one ledger entry per real change (channel 'profile'); 'membership' is a 409. */
export const POST = route(async (request) => {
  const member = await requireUser(request, ['member', 'coordinator'])
  const input = parseInput(OptInInput, await readJson(request, { notJson: OPT_IN_INPUT_MESSAGES.body }))
  const { address, userAgent } = callerOf(request)
  const change = { ...input, channel: 'profile' as const, language: requestLocale(request), address, userAgent }
  return json(consentsView(await changeOptIn(await getPayloadClient(), member.id, change)))
})
