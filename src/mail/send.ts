import type { Payload } from 'payload'

import { getEnv } from '../config/env'
import { log } from '../lib/log'
import { splitFrom } from '../lib/mailer'
import type { MailContext, MailMessage } from './templates'

/** The site's own address and name for the templates: SITE_URL, never a request's Host header. */
export function mailContext(): MailContext {
  const env = getEnv()
  return { siteUrl: env.siteUrl, orgName: splitFrom(env.mailFrom).name }
}

const inFlight = new Set<Promise<void>>()

/**
 * Sends in the background: the answer never waits for the mail server, so
 * a slow or failing one neither delays a request nor turns it into an error,
 * and a known and an unknown address take the same time to answer. A failure
 * is logged (the kind of mail and the user id, never the text: it may hold a
 * reset link).
 */
export function sendInBackground(payload: Payload, to: string, message: MailMessage, meta: { kind: string; userId?: number | string }) {
  const job = payload
    .sendEmail({ to, subject: message.subject, text: message.text, html: message.html })
    .then(() => log.info(meta, 'mail sent'))
    .catch((err: unknown) => log.error({ ...meta, error: err instanceof Error ? err.message : String(err) }, 'mail failed'))
    .finally(() => inFlight.delete(job))
  inFlight.add(job)
}

/** Resolves when every mail sent so far has been handed over (tests, shutdown). */
export async function mailSettled(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight])
}
