import type { Payload } from 'payload'

import { requestIdOf } from '@/platform/log'
import { getPayloadClient } from '@/platform/payload/client'
import type { AuthUser } from '../../../platform/http/guards'

/** Who is making a change (news, photos, videos, a status), for the writes and the log. */
export type AdminContext = { payload: Payload; userId: number; requestId?: string }

/** The context of a change by `admin` (already authorised by requireUser) in this request. */
export async function contextOf(admin: AuthUser, request: Request): Promise<AdminContext> {
  return { payload: await getPayloadClient(), userId: admin.id, requestId: requestIdOf(request) }
}
