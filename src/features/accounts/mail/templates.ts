import { fill, page, render, type MailContext, type MailMessage } from '../../../platform/mail/template'
import { MAIL_TEXT } from '../texts/mail'

/**
 * The mails of accounts (texts in src/features/accounts/texts/mail.ts), drawn with the platform's
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

// ---- the roll import -------------------------------------------------

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
 * To the OLD address when a roll import changes a member's sign-in e-mail, so a change the
 * member did not ask for does not pass unseen. The new address is not named: this mailbox may no longer be theirs.
 */
export function emailChangedMail(name: string, oldEmail: string, ctx: MailContext): MailMessage {
  const t = MAIL_TEXT[ctx.lang].emailChanged
  return render(t.subject, name, [fill(t.changed, { email: oldEmail }), t.signedOut, t.notYou], ctx)
}
