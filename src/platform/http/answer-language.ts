import { translateMessage } from '../i18n/api-messages'
import { requestLocale } from './request-language'

/**
 * The /api answers in the caller's language: a request whose
 * Accept-Language ranks Hindi first gets the `message` of a JSON answer in
 * Hindi (src/platform/i18n/api-messages.ts); everyone else the spec's English,
 * untouched. Only that one field changes, so every shape stays the spec's.
 */
export async function inRequestLanguage(request: Request, response: Response): Promise<Response> {
  response.headers.append('Vary', 'Accept-Language')
  if (requestLocale(request) !== 'hi' || !/^application\/json\b/i.test(response.headers.get('content-type') ?? '')) return response
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
  const headers = new Headers(response.headers)
  if (body && typeof body === 'object' && !Array.isArray(body) && typeof (body as { message?: unknown }).message === 'string') {
    const message = (body as { message: string }).message
    body = { ...body, message: translateMessage(message, 'hi') }
    headers.set('Content-Language', 'hi')
  }
  headers.delete('content-length')
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers })
}
