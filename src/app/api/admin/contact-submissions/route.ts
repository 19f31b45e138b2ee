import { getPayloadClient } from '@/platform/payload/client'
import { listContactSubmissions } from '@/features/office'
import { requireUser } from '@/platform/http/guards'
import { json, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/admin/contact-submissions (admins): every contact message, newest first. */
export const GET = route(async (request) => {
  await requireUser(request, ['admin'])
  return json(await listContactSubmissions(await getPayloadClient()))
})
