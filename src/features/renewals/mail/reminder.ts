import { formatPaise } from '../../../platform/i18n/money'
import { fill, page, render, type MailContext, type MailMessage } from '../../../platform/mail/template'
import { RENEWAL_TEXT } from '../texts/renewals'

const rupees = (paise: number) => (paise / 100).toFixed(2)

/** What a renewal reminder states: the year to renew, last year, the fee, the grace day (YYYY-MM-DD) and the member's signed unsubscribe page. */
export type RenewalReminderFacts = { year: string; lastYear: string; feePaise: number; graceDay: string; unsubscribeUrl: string }

export function renewalReminderMail(name: string, r: RenewalReminderFacts, ctx: MailContext): MailMessage {
  const t = RENEWAL_TEXT[ctx.lang].mail
  return render(
    fill(t.subject, { year: r.year }),
    name,
    [
      fill(t.due, { org: ctx.orgName, lastYear: r.lastYear, year: r.year }),
      {
        before: fill(t.fee, { fee: formatPaise(r.feePaise, ctx.lang) ?? rupees(r.feePaise) }),
        link: [t.payLink, page(ctx, '/certificate')],
      },
      fill(t.grace, { grace: r.graceDay.split('-').reverse().join('-') }),
      t.paidAlready,
      { before: t.unsubscribe, link: [t.unsubscribeLink, r.unsubscribeUrl] },
    ],
    ctx,
  )
}

/** The member's unsubscribe page (in the mail's language) and the one-click address for List-Unsubscribe (RFC 8058). */
export const unsubscribePage = (ctx: MailContext, token: string) => page(ctx, `/unsubscribe?t=${encodeURIComponent(token)}`)
export const oneClickUnsubscribe = (ctx: MailContext, token: string) =>
  `${ctx.siteUrl}/api/renewals/unsubscribe?t=${encodeURIComponent(token)}`
