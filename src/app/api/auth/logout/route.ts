import { ACCOUNT_RESPONSES } from '@/domain/account'
import { log, requestIdOf } from '@/lib/log'
import { getPayloadClient } from '@/lib/payload'
import { endSession, expiredCmsCookie, requireUser } from '@/server/auth'
import { json, route } from '@/server/http'

/**
 * POST /api/auth/logout (bearer): ends this session on the server, so the token
 * stops working at once (other devices stay signed in), and clears the CMS cookie.
 */
export const POST = route('logout', async (request) => {
  const user = await requireUser(request)
  if (user instanceof Response) return user
  const payload = await getPayloadClient()
  await endSession(payload, user)
  log.info('logout', { requestId: requestIdOf(request), userId: user.id })
  return json({ message: ACCOUNT_RESPONSES.signedOut }, 200, { 'Set-Cookie': expiredCmsCookie(payload) })
})
