import { displayDate } from '../domain/membership-display'
import { fill, page, render, type MailContext, type MailMessage, type Paragraph } from '../platform/mail/template'
import { MAIL_TEXT } from '../i18n/messages/mail'
import { formatPaise } from '../platform/i18n/money'
import { RENEWAL_TEXT } from '../i18n/messages/renewals'

/**
 * The mails of accounts, payments and renewals (texts in src/i18n/messages/mail.ts), drawn with the platform's
 * one look (src/platform/mail/template.ts).
 */

/** How long a reset link works, as the e-mail states it. */
export const RESET_LINK_MINUTES = 60

const rupees = (paise: number) => (paise / 100).toFixed(2)

export function welcomeMail(name: string, feePaise: number, ctx: MailContext): MailMessage {
  const t = MAIL_TEXT[ctx.lang].welcome
  return render(
    fill(t.subject, { org: ctx.orgName }),
    name,
    [t.created, { before: fill(t.nextStep, { fee: rupees(feePaise) }), link: [t.payLink, page(ctx, '/certificate')] }, t.notYou],
    ctx,
  )
}

/** `link` is the reset page's address with its token (made by the forgot-password job with `resetPage`). */
export function resetPasswordMail(name: string, link: string, ctx: MailContext): MailMessage {
  const t = MAIL_TEXT[ctx.lang].reset
  return render(
    t.subject,
    name,
    [{ before: t.request, link: [t.link, link], after: fill(t.expires, { minutes: RESET_LINK_MINUTES }) }, t.notYou],
    ctx,
  )
}

/** The reset page in the mail's language, with its token. */
export const resetPage = (ctx: MailContext, token: string) => page(ctx, `/reset-password?token=${encodeURIComponent(token)}`)

export function passwordChangedMail(name: string, ctx: MailContext): MailMessage {
  const t = MAIL_TEXT[ctx.lang].passwordChanged
  return render(t.subject, name, [t.changed, { before: t.notYou, link: [t.link, page(ctx, '/forgot-password')] }], ctx)
}

/** What the confirmation states of the membership just paid (src/server/payments/credit.ts). */
type PaidMembership = { membershipYear: string; membershipId: string | null; startDate: string | null; endDate: string | null }

/** DD-MM-YYYY in India's time zone, as on the certificate. */
const day = (iso: string | null) => displayDate(iso) ?? ''

/** 'Membership confirmed': sent once, after the transaction that made the membership paid has committed. */
export function membershipConfirmedMail(
  name: string,
  m: PaidMembership,
  amountPaise: number,
  ctx: MailContext,
  receiptNumber?: string | null,
): MailMessage {
  const t = MAIL_TEXT[ctx.lang].confirmed
  const receipt: Paragraph[] = receiptNumber
    ? [{ before: fill(t.receipt, { number: receiptNumber }), link: [t.receiptLink, receiptPage(ctx, receiptNumber)] }]
    : []
  return render(
    fill(t.subject, { year: m.membershipYear }),
    name,
    [
      fill(t.received, { amount: rupees(amountPaise), year: m.membershipYear }),
      fill(t.membershipId, { id: m.membershipId ?? '' }),
      fill(t.valid, { from: day(m.startDate), to: day(m.endDate) }),
      fill(t.certificate, { url: page(ctx, '/certificate') }),
      ...receipt,
    ],
    ctx,
  )
}

// ---- Issue 14: receipts ------------------------------------------------------

/** The printable receipt page in the mail's language (the member signs in to open it). */
export const receiptPage = (ctx: MailContext, receiptNumber: string) => page(ctx, `/receipts/${encodeURIComponent(receiptNumber)}`)

export type ReceiptFacts = {
  number: string
  year: string
  amountPaise: number
  method: string
  receivedOn: string | null
  membershipId: string | null
}

/** The receipt of dues the office recorded; `method` already in the mail's language. */
export function offlineReceiptMail(name: string, r: ReceiptFacts, ctx: MailContext): MailMessage {
  const t = MAIL_TEXT[ctx.lang].receipt
  return render(
    fill(t.subject, { number: r.number, year: r.year }),
    name,
    [
      fill(t.received, { amount: rupees(r.amountPaise), year: r.year, method: r.method, date: day(r.receivedOn) }),
      fill(t.membershipId, { id: r.membershipId ?? '' }),
      { before: fill(t.view, { number: r.number }), link: [t.link, receiptPage(ctx, r.number)] },
    ],
    ctx,
  )
}

// ---- Issue 14: the roll import -------------------------------------------------

/**
 * How long the link of an imported member's first mail works: 14 days, not the
 * reset's hour, because this mail is unexpected and may wait in an inbox for
 * days (a member off duty, a shared phone). It still works once, stored hashed.
 */
export const IMPORT_LINK_DAYS = 14

/** The welcome of a member the office imported: their account exists, without a password until they set one. */
export function importWelcomeMail(name: string, link: string, ctx: MailContext): MailMessage {
  const t = MAIL_TEXT[ctx.lang].importWelcome
  return render(
    fill(t.subject, { org: ctx.orgName }),
    name,
    [t.created, { before: t.setPassword, link: [t.link, link], after: fill(t.expires, { days: IMPORT_LINK_DAYS }) }, t.notYou],
    ctx,
  )
}

/**
 * Issue 30: to the OLD address when a roll import changes a member's sign-in e-mail, so a change the
 * member did not ask for does not pass unseen. The new address is not named: this mailbox may no longer be theirs.
 */
export function emailChangedMail(name: string, oldEmail: string, ctx: MailContext): MailMessage {
  const t = MAIL_TEXT[ctx.lang].emailChanged
  return render(t.subject, name, [fill(t.changed, { email: oldEmail }), t.signedOut, t.notYou], ctx)
}

// ---- Issue 14: the renewal reminder (src/server/renewals/send-reminders.ts) -----------

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
