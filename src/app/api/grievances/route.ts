import { requestLocale } from '@/platform/http/request-language'
import { requireUser } from '@/platform/http/guards'
import { listOwnCases } from '@/features/grievances'
import { json, route } from '@/platform/http/route'
import { getPayloadClient } from '@/platform/payload/client'

export const dynamic = 'force-dynamic'

/** GET /api/grievances (bearer): {docs}, the caller's own cases, newest first; category names in the request's language. */
export const GET = route(async (request) => {
  const user = await requireUser(request)
  return json(await listOwnCases(await getPayloadClient(), user.id, requestLocale(request)))
})
