import { getPayloadClient } from '@/platform/payload/client'
import { json, route } from '@/platform/http/route'
import { unsubscribeWithToken, unsubscribeToken } from '@/features/renewals'

export const dynamic = 'force-dynamic'

/**
 * POST /api/renewals/unsubscribe (no session: the signed token is the proof):
 * {token} from the /unsubscribe page, or RFC 8058's one-click POST to
 * ?t=<token>. 200 {message} (again on a repeat); 400 for a bad token.
 */
export const POST = route(async (request) => {
  const { token, via } = await unsubscribeToken(request)
  return json(await unsubscribeWithToken(await getPayloadClient(), token, via))
})
