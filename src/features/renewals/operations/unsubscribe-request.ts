import { parseInput } from '../../../platform/validation/validation'
import { RENEWAL_MESSAGES, UnsubscribeInput } from '../rules/renewal-input'
import { HttpError, readJson } from '../../../platform/http/route'
import type { OptOutVia } from './opt-outs'

/**
 * The token of POST /api/renewals/unsubscribe, from either caller:
 *   - the /unsubscribe page: JSON {token} (via 'link');
 *   - a mail client's RFC 8058 one-click POST to the List-Unsubscribe address
 *     (`?t=<token>`, body `List-Unsubscribe=One-Click` as a form): the token is
 *     in the address (via 'one-click'). The body is not required: the signed
 *     token alone is the member's consent, as the page's button is.
 */
export async function unsubscribeToken(request: Request): Promise<{ token: string; via: OptOutVia }> {
  if (/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return { token: parseInput(UnsubscribeInput, await readJson(request, { notJson: RENEWAL_MESSAGES.invalidLink })).token, via: 'link' }
  }
  const token = new URL(request.url).searchParams.get('t')
  if (!token) throw new HttpError(400, RENEWAL_MESSAGES.invalidLink)
  return { token, via: 'one-click' }
}
