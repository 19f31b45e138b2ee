import { ACCOUNT_RESPONSES } from '@/features/accounts/schemas'
import { requestIdOf } from '@/platform/log'
import { logOut } from '@/features/accounts'
import { requireUser } from '@/platform/http/guards'
import { json, route } from '@/platform/http/route'

/**
 * POST /api/auth/logout (bearer): ends this session on the server, so the token
 * stops working at once (other devices stay signed in), and clears the CMS cookie.
 */
export const POST = route(async (request) => {
  // An admin who has not set up the second factor may still sign out.
  const headers = await logOut(await requireUser(request, undefined, { enrolling: true }), requestIdOf(request))
  return json({ message: ACCOUNT_RESPONSES.signedOut }, 200, headers)
})
