import { getPayloadClient } from '@/lib/payload'
import { changeStatus } from '@/server/admin/workflow'
import { requireUser } from '@/server/auth'
import { json, route } from '@/server/http'

export const dynamic = 'force-dynamic'

/** PATCH /api/admin/grievances/{id}/status {status} (admins): the updated grievance. */
export const PATCH = route('grievance status', async (request) => {
  const user = await requireUser(request, ['admin'])
  if (user instanceof Response) return user
  return json(await changeStatus(await getPayloadClient(), request, 'grievances', user))
})
