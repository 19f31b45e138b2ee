import { Message } from '../i18n/messages'
import { requestLocale } from './request-language'

/** The internal header that carries a Message's key from `reply` (route.ts) to here, where it is rendered and dropped. */
export const MESSAGE_KEY_HEADER = 'x-message-key'

/**
 * The /api answers in the caller's language. A handler's `reply` (or a thrown HttpError, or a zod issue) names its
 * Message's key in an internal header; here that key is rendered in the request's language (Accept-Language, or
 * `lang=`) into the answer's `message`, and the header is dropped. Only that one field changes, so every shape stays
 * the spec's; a message without a key (plain words) is left as it is: nothing is looked up by its English.
 */
export async function inRequestLanguage(request: Request, response: Response): Promise<Response> {
  response.headers.append('Vary', 'Accept-Language')
  const token = response.headers.get(MESSAGE_KEY_HEADER)
  if (token === null) return response
  response.headers.delete(MESSAGE_KEY_HEADER)
  const lang = requestLocale(request)
  const message = Message.fromToken(decodeURIComponent(token))
  if (lang === 'en' || !message || !/^application\/json\b/i.test(response.headers.get('content-type') ?? '')) return response
  const body: unknown = await response.json()
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set('Content-Language', lang)
  return new Response(JSON.stringify({ ...(body as object), message: message.in(lang) }), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
