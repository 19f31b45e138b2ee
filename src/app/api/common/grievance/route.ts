import { ACCOUNT_RESPONSES, validateGrievance } from '@/domain/account'
import { log, requestIdOf } from '@/lib/log'
import { getPayloadClient } from '@/lib/payload'
import { requireUser } from '@/server/auth'
import { json, readJson, reply, route } from '@/server/http'

/**
 * POST /api/common/grievance (bearer) {subject, description}: stored for the
 * caller with status pending. Owner and status come from here, never the body.
 */
export const POST = route('grievance', async (request) => {
  const user = await requireUser(request)
  if (user instanceof Response) return user
  const result = validateGrievance(await readJson(request))
  if (!result.ok) return reply(400, result.message)
  const payload = await getPayloadClient()
  const doc = await payload.create({
    collection: 'grievances',
    overrideAccess: true,
    data: { user: user.id, subject: result.value.subject, description: result.value.description, status: 'pending' },
  })
  log.info('grievance submitted', { requestId: requestIdOf(request), userId: user.id, grievanceId: doc.id })
  return json({ message: ACCOUNT_RESPONSES.grievanceStored }, 201)
})
