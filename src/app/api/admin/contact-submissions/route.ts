import { getPayloadClient } from '@/lib/payload'
import { listContactSubmissions } from '@/server/admin/workflow'
import { requireUser } from '@/server/auth'
import { json, route } from '@/server/http'

export const dynamic = 'force-dynamic'

/** GET /api/admin/contact-submissions (admins): every contact message, newest first. */
export const GET = route(async (request) => {
  await requireUser(request, ['admin'])
  return json(await listContactSubmissions(await getPayloadClient()))
})
