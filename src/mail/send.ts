import { getEnv } from '../config/env'
import { splitFrom } from '../lib/mailer'
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales'
import type { MailContext } from './templates'

/**
 * Mail goes through the outbox (src/mail/outbox.ts: queueMail, then the
 * deliver-mail job); this module keeps what the templates need.
 */

/**
 * The site's own address and name for the templates (SITE_URL, never a
 * request's Host header), and the language: the member's preferred one.
 */
export function mailContext(preferredLanguage?: unknown): MailContext {
  const env = getEnv()
  return { siteUrl: env.siteUrl, orgName: splitFrom(env.mailFrom).name, lang: isLocale(preferredLanguage) ? preferredLanguage : DEFAULT_LOCALE }
}
