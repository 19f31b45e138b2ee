import { RatingInput } from '@/features/grievances/schemas'
import { parseInput } from '@/platform/validation/validation'
import { requestLocale } from '@/platform/http/request-language'
import { getPayloadClient } from '@/platform/payload/client'
import { requireUser } from '@/platform/http/guards'
import { rateOwnCase } from '@/features/grievances'
import { json, readJson, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** POST /api/grievances/{caseNumber}/rating (bearer) {rating: 1–5, comment?}: the case, rated; once, and only when resolved (409). */
export const POST = route<{ caseNumber: string }>(async (request, { params }) => {
  const user = await requireUser(request)
  const { caseNumber } = await params
  const input = parseInput(RatingInput, await readJson(request))
  return json(await rateOwnCase(await getPayloadClient(), user.id, caseNumber, input, requestLocale(request)))
})
