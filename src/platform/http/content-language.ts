import { isLocale, type Locale } from '../i18n/locales'
import { askedLanguage, requestLocale } from './request-language'
import { defineMessages } from '../i18n/messages'
import { HttpError } from './route'

export const UNKNOWN_LOCALE_MESSAGE = defineMessages('language', {
  unknown: { en: 'Unknown language: use lang=en or lang=hi', hi: 'अज्ञात भाषा: lang=en या lang=hi लिखें' },
}).unknown

/**
 * The language of the content a public GET returns: `?lang=hi` or `?lang=en`
 * (or its alias `locale`) when given, else the request's Accept-Language. Texts without a
 * Hindi version come in English (Payload's fallback), so the spec's shapes
 * never change, only the words in them.
 */
export function contentLocale(request: Request): Locale {
  const asked = askedLanguage(request)
  if (asked === null) return requestLocale(request)
  if (!isLocale(asked)) throw new HttpError(400, UNKNOWN_LOCALE_MESSAGE)
  return asked
}
