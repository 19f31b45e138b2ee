import { NOTICE_MESSAGES, NoticeConfirmationInput } from '@/features/privacy/schemas'
import { parseInput } from '@/platform/validation/validation'
import { requestLocale } from '@/platform/http/request-language'
import { getPayloadClient } from '@/platform/payload/client'
import { requireUser } from '@/platform/http/guards'
import { callerOf, json, readJson, route } from '@/platform/http/route'
import { confirmNotice } from '@/features/privacy'

export const dynamic = 'force-dynamic'

/**
 * POST /api/my-data/notice {version} (members): "I have read it" — a 'membership' grant of that notice version,
 * channel 'sign-in', in the page's language. 409 when `version` is not the one in force; office roles 403.
 */
export const POST = route(async (request) => {
  const member = await requireUser(request)
  const { version } = parseInput(NoticeConfirmationInput, await readJson(request, { notJson: NOTICE_MESSAGES.body }))
  const { address, userAgent } = callerOf(request)
  return json(await confirmNotice(await getPayloadClient(), member, { version, language: requestLocale(request), address, userAgent }))
})
