import { ReopenInput } from '@/features/grievances/schemas'
import { parseInput } from '@/platform/validation/validation'
import { requestLocale } from '@/platform/http/request-language'
import { getPayloadClient } from '@/platform/payload/client'
import { requireUser } from '@/platform/http/guards'
import { reopenOwnCase } from '@/features/grievances'
import { json, readJson, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** POST /api/grievances/{caseNumber}/reopen (bearer) {reason}: the case, reopened one level up; only when resolved and within the reopening time (409). */
export const POST = route<{ caseNumber: string }>(async (request, { params }) => {
  const user = await requireUser(request)
  const { caseNumber } = await params
  const input = parseInput(ReopenInput, await readJson(request))
  return json(await reopenOwnCase(await getPayloadClient(), user.id, caseNumber, input, requestLocale(request)))
})
