import type { Payload } from 'payload'

import { requestIdOf } from '@/lib/log'
import { getPayloadClient } from '@/lib/payload'
import type { AuthUser } from '../auth'

/** Who is making a change (news, photos, videos, a status), for the writes and the log. */
export type AdminContext = { payload: Payload; userId: number; requestId?: string }

/** The context of a change by `admin` (already authorised by requireUser) in this request. */
export async function contextOf(admin: AuthUser, request: Request): Promise<AdminContext> {
  return { payload: await getPayloadClient(), userId: admin.id, requestId: requestIdOf(request) }
}
