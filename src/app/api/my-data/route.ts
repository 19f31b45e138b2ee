import { requestLocale } from '@/platform/http/request-language'
import { getPayloadClient } from '@/platform/payload/client'
import { requireUser } from '@/platform/http/guards'
import { json, route } from '@/platform/http/route'
import { exportMemberData, downloadHeaders } from '@/features/privacy'

export const dynamic = 'force-dynamic'

/** GET /api/my-data[?download=1] (members, bearer): everything held about the caller as JSON; with download=1 as a file. */
export const GET = route(async (request) => {
  const member = await requireUser(request, ['member', 'coordinator'])
  const data = await exportMemberData(await getPayloadClient(), member.id, requestLocale(request))
  return json(data, 200, downloadHeaders(request, data.generatedAt))
})
