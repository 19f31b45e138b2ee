import { OPT_IN_INPUT_MESSAGES, WithdrawInput } from '@/features/privacy/schemas'
import { parseInput } from '@/platform/validation/validation'
import { requestLocale } from '@/platform/http/request-language'
import { getPayloadClient } from '@/platform/payload/client'
import { consentsView, withdrawWithToken } from '@/features/privacy'
import { callerOf, json, readJson, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/**
 * POST /api/consents/withdraw {token, purpose} (no session: the signed token of
 * the opt-in mail is the proof): withdraws that opt-in with channel 'mail'.
 * 200 {consents} (again on a repeat); 400 for a bad link.
 */
export const POST = route(async (request) => {
  const input = parseInput(WithdrawInput, await readJson(request, { notJson: OPT_IN_INPUT_MESSAGES.invalidLink }))
  const { address, userAgent } = callerOf(request)
  return json(
    consentsView(await withdrawWithToken(await getPayloadClient(), input, { language: requestLocale(request), address, userAgent })),
  )
})
