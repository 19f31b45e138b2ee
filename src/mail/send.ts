import { getEnv } from '../config/env'
import { splitFrom } from '../lib/mailer'
import type { MailContext } from './templates'

/**
 * Mail goes through the outbox (src/mail/outbox.ts: queueMail, then the
 * deliver-mail job); this module keeps what the templates need.
 */

/** The site's own address and name for the templates: SITE_URL, never a request's Host header. */
export function mailContext(): MailContext {
  const env = getEnv()
  return { siteUrl: env.siteUrl, orgName: splitFrom(env.mailFrom).name }
}
