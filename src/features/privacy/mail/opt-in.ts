import type { ConsentPurpose } from '../rules/consent'
import { CONSENT_CHOICES_TEXT } from '../texts/consent-choices'
import { fill, page, render, type MailContext, type MailMessage } from '../../../platform/mail/template'

type OptInPurpose = Exclude<ConsentPurpose, 'membership'>

/** The member's page that withdraws one opt-in with the signed token (in the mail's language). */
export const withdrawalPage = (ctx: MailContext, purpose: OptInPurpose, token: string) =>
  page(ctx, `/withdraw-consent?p=${purpose}&t=${encodeURIComponent(token)}`)

/** The confirmation of an opt-in: what was agreed to, when, and the one-click way back out. */
export function optInConfirmationMail(
  name: string,
  f: { purpose: OptInPurpose; date: string; token: string },
  ctx: MailContext,
): MailMessage {
  const t = CONSENT_CHOICES_TEXT[ctx.lang]
  const values = { purpose: t.purposes[f.purpose], date: f.date }
  return render(
    fill(t.mail.subject, values),
    name,
    [fill(t.mail.confirm, values), { before: t.mail.withdraw, link: [t.mail.withdrawLink, withdrawalPage(ctx, f.purpose, f.token)] }],
    ctx,
  )
}
