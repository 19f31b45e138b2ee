import { getPayloadClient } from '@/lib/payload'
import { changeStatus } from '@/server/admin/workflow'
import { requireUser } from '@/server/auth'
import { json, route } from '@/server/http'

export const dynamic = 'force-dynamic'

/** PATCH /api/admin/contact-submissions/{id}/status {status} (admins): the updated message. */
export const PATCH = route('contact submission status', async (request) => {
  const user = await requireUser(request, ['admin'])
  if (user instanceof Response) return user
  return json(await changeStatus(await getPayloadClient(), request, 'contact-submissions', user))
})
