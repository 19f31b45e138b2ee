import { isLocale, type Locale } from '../i18n/locales'
import { requestLocale } from './request-language'
import { HttpError } from './route'

export const UNKNOWN_LOCALE_MESSAGE = 'Unknown language: use locale=en or locale=hi'

/**
 * The language of the content a public GET returns: `?locale=hi` or
 * `?locale=en` when given, else the request's Accept-Language. Texts without a
 * Hindi version come in English (Payload's fallback), so the spec's shapes
 * never change, only the words in them.
 */
export function contentLocale(request: Request): Locale {
  const asked = new URL(request.url).searchParams.get('locale')
  if (asked === null) return requestLocale(request)
  if (!isLocale(asked)) throw new HttpError(400, UNKNOWN_LOCALE_MESSAGE)
  return asked
}
