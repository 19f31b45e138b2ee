import { log } from '@/platform/log'
import { getPayloadClient } from '@/platform/payload/client'
import type { AuthUser } from '../../../platform/http/guards'
import { expiredCmsCookie } from './cms-cookie'
import { endSession } from './sessions'

/**
 * POST /api/auth/logout: ends this session on the server, so the token stops
 * working at once (other devices stay signed in). Returns the headers that
 * clear the CMS cookie.
 */
export async function logOut(user: AuthUser, requestId?: string): Promise<HeadersInit> {
  const payload = await getPayloadClient()
  await endSession(payload, user)
  log.info({ requestId, userId: user.id }, 'logout')
  return { 'Set-Cookie': expiredCmsCookie(payload) }
}
