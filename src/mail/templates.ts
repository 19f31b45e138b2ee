import { displayDate } from '../domain/membership-display'

/**
 * The texts of every e-mail the site sends (accounts and payments), as plain
 * text and simple HTML. Pure functions: the caller passes the site's own URL
 * (SITE_URL, never a request's Host header) and the association's name.
 */

export type MailMessage = { subject: string; text: string; html: string }

export type MailContext = { siteUrl: string; orgName: string }

/** How long a reset link works, as the e-mail states it. */
export const RESET_LINK_MINUTES = 60

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Paragraphs of plain text; a paragraph may hold one link, given as [label, url]. */
type Paragraph = string | { before: string; link: [string, string]; after?: string }

function render(subject: string, name: string, paragraphs: Paragraph[], ctx: MailContext): MailMessage {
  const greeting = `Dear ${name},`
  const signature = `Regards,\n${ctx.orgName}`
  const asText = (p: Paragraph) => (typeof p === 'string' ? p : `${p.before}\n${p.link[1]}${p.after ? `\n\n${p.after}` : ''}`)
  const asHtml = (p: Paragraph) =>
    typeof p === 'string'
      ? `<p>${escapeHtml(p)}</p>`
      : `<p>${escapeHtml(p.before)}</p><p><a href="${escapeHtml(p.link[1])}">${escapeHtml(p.link[0])}</a></p>` +
        (p.after ? `<p>${escapeHtml(p.after)}</p>` : '')
  const text = [greeting, ...paragraphs.map(asText), signature].join('\n\n') + '\n'
  const html =
    '<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">' +
    `<p>${escapeHtml(greeting)}</p>${paragraphs.map(asHtml).join('')}` +
    `<p>Regards,<br>${escapeHtml(ctx.orgName)}</p></body></html>`
  return { subject, text, html }
}

const rupees = (paise: number) => (paise / 100).toFixed(2)

export function welcomeMail(name: string, feePaise: number, ctx: MailContext): MailMessage {
  return render(
    `Welcome to the ${ctx.orgName}`,
    name,
    [
      'Thank you for registering. Your account has been created.',
      {
        before: `Next step: pay the yearly membership fee of Rs ${rupees(feePaise)} to activate your membership for this year and download your certificate:`,
        link: ['Pay the membership fee', `${ctx.siteUrl}/certificate`],
      },
      'If you did not register, please ignore this e-mail or write to us.',
    ],
    ctx,
  )
}

export function resetPasswordMail(name: string, link: string, ctx: MailContext): MailMessage {
  return render(
    'Reset your password',
    name,
    [
      {
        before: 'We received a request to reset the password of your account. Open this link to choose a new password:',
        link: ['Reset your password', link],
        after: `The link works once and expires in ${RESET_LINK_MINUTES} minutes.`,
      },
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    ctx,
  )
}

export function passwordChangedMail(name: string, ctx: MailContext): MailMessage {
  return render(
    'Your password was changed',
    name,
    [
      'The password of your account was just changed, and every device that was signed in has been signed out.',
      {
        before: 'If this was not you, reset your password at once and contact the association:',
        link: ['Reset your password', `${ctx.siteUrl}/forgot-password`],
      },
    ],
    ctx,
  )
}

/** What the confirmation states of the membership just paid (src/server/payments/credit.ts). */
type PaidMembership = { membershipYear: string; membershipId: string | null; startDate: string | null; endDate: string | null }

/** DD-MM-YYYY in India's time zone, as on the certificate. */
const day = (iso: string | null) => displayDate(iso) ?? ''

/** 'Membership confirmed': sent once, after the transaction that made the membership paid has committed. */
export function membershipConfirmedMail(name: string, m: PaidMembership, amountPaise: number, ctx: MailContext): MailMessage {
  return render(
    `Membership confirmed for ${m.membershipYear}`,
    name,
    [
      `We have received your membership payment of Rs ${rupees(amountPaise)}. Your membership for ${m.membershipYear} is confirmed.`,
      `Membership ID: ${m.membershipId ?? ''}`,
      `Valid from ${day(m.startDate)} to ${day(m.endDate)}.`,
      `Your certificate is available at ${ctx.siteUrl}/certificate`,
    ],
    ctx,
  )
}
