import { log } from '@/lib/log'
import { getPayloadClient } from '@/lib/payload'
import type { AuthUser } from './auth'

/**
 * POST /api/common/grievance: stored for the caller with status pending. Owner
 * and status come from here, never the body.
 */
export async function submitGrievance(user: AuthUser, { subject, description }: { subject: string; description: string }, requestId?: string) {
  const payload = await getPayloadClient()
  const doc = await payload.create({ collection: 'grievances', overrideAccess: true, data: { user: user.id, subject, description, status: 'pending' } })
  log.info({ requestId, userId: user.id, grievanceId: doc.id }, 'grievance submitted')
}
