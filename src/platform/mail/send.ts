import { getEnv } from '../config/env'
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales'
import { associationName } from './association'
import type { MailContext } from './template'

/**
 * Mail goes through the outbox (src/platform/mail/outbox.ts: queueMail, then the
 * deliver-mail job); this module keeps what the templates need.
 */

/**
 * The site's own address (SITE_URL, never a request's Host header), the
 * language (the member's preferred one) and the association's name in it,
 * from the CMS (./association.ts), for the templates.
 */
export function mailContext(preferredLanguage?: unknown): MailContext {
  const lang = isLocale(preferredLanguage) ? preferredLanguage : DEFAULT_LOCALE
  return { siteUrl: getEnv().siteUrl, orgName: associationName(lang), lang }
}
