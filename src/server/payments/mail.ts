import { displayDate } from '../../domain/membership-display'
import type { MailContext, MailMessage } from '../../mail/templates'
import type { CreditedMembership } from './credit'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** DD-MM-YYYY in India's time zone, as on the certificate. */
const day = (iso: string | null) => displayDate(iso) ?? ''

/** 'Membership confirmed': sent once, after the transaction that made the membership paid has committed. */
export function membershipConfirmedMail(name: string, m: CreditedMembership, amountPaise: number, ctx: MailContext): MailMessage {
  const subject = `Membership confirmed for ${m.membershipYear}`
  const lines = [
    `Dear ${name},`,
    `We have received your membership payment of Rs ${(amountPaise / 100).toFixed(2)}. Your membership for ${m.membershipYear} is confirmed.`,
    `Membership ID: ${m.membershipId ?? ''}`,
    `Valid from ${day(m.startDate)} to ${day(m.endDate)}.`,
    `Your certificate is available at ${ctx.siteUrl}/certificate`,
    `Regards,\n${ctx.orgName}`,
  ]
  const html =
    '<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">' +
    lines.map((l) => `<p>${escapeHtml(l).replace(/\n/g, '<br>')}</p>`).join('') +
    '</body></html>'
  return { subject, text: lines.join('\n\n') + '\n', html }
}
