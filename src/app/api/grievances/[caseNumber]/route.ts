import { requestLocale } from '@/platform/http/request-language'
import { getPayloadClient } from '@/platform/payload/client'
import { requireUser } from '@/platform/http/guards'
import { ownCaseDetail } from '@/features/grievances'
import { json, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/grievances/{caseNumber} (bearer): the caller's case, its files and its timeline; anyone else's, or no such case: 404. */
export const GET = route<{ caseNumber: string }>(async (request, { params }) => {
  const user = await requireUser(request)
  const { caseNumber } = await params
  return json(await ownCaseDetail(await getPayloadClient(), user.id, caseNumber, requestLocale(request)))
})
