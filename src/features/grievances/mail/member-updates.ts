import { displayDate } from '@/features/membership/client'
import { districtName } from '../../../platform/i18n/districts'
import { DESK_MAIL } from '../texts/desk'
import { fill, page, render, type MailContext, type MailMessage } from '../../../platform/mail/template'

/**
 * The desk's mails: the member hears of each reply and each status
 * change in the language they filed in, with a link to the case's page; the
 * person a case is assigned to hears of it in their own language. Queued by the
 * hooks and the assign use case through the outbox, deduped on the timeline
 * entry's id, so one entry never mails twice.
 */

export type CaseFacts = { caseNumber: string; subject: string }

const statusName = (status: string, ctx: MailContext) => (DESK_MAIL[ctx.lang].statuses as Record<string, string>)[status] ?? status
const follow = (ctx: MailContext, caseNumber: string) => ({
  before: `${DESK_MAIL[ctx.lang].follow}:`,
  link: [caseNumber, page(ctx, `/grievances/${caseNumber}`)] as [string, string],
})

/** The office's reply, quoted in full: the mail is the answer itself. */
export function memberReplyMail(name: string, f: CaseFacts, text: string, ctx: MailContext): MailMessage {
  const t = DESK_MAIL[ctx.lang].reply
  return render(fill(t.subject, { caseNumber: f.caseNumber }), name, [fill(t.intro, f), text, follow(ctx, f.caseNumber)], ctx)
}

export function memberStatusMail(name: string, f: CaseFacts, from: string, to: string, ctx: MailContext): MailMessage {
  const t = DESK_MAIL[ctx.lang].status
  const values = { ...f, from: statusName(from, ctx), to: statusName(to, ctx), status: statusName(to, ctx) }
  const paragraphs = [fill(t.intro, values), ...(to === 'resolved' ? [t.resolved] : []), follow(ctx, f.caseNumber)]
  return render(fill(t.subject, values), name, paragraphs, ctx)
}

/** To the new assignee: the case's facts, not the member's text (the link opens it behind the office's sign-in). */
export function assigneeMail(
  name: string,
  f: { grievanceId: number; caseNumber: string; category: string; district: string; dueAt: string | null },
  ctx: MailContext,
): MailMessage {
  const t = DESK_MAIL[ctx.lang].assigned
  const values = {
    caseNumber: f.caseNumber,
    category: f.category,
    district: f.district ? districtName(f.district, ctx.lang) : '-',
    due: displayDate(f.dueAt ?? '') ?? '-',
  }
  return render(
    fill(t.subject, values),
    name,
    [{ before: fill(t.intro, values), link: [t.open, page(ctx, `/admin/grievances/${f.grievanceId}`)] }],
    ctx,
  )
}

/**
 * The member's language for these mails: the one they chose for their account
 * (they may have switched since filing), else the language the case was filed in.
 */
export const memberLanguage = (member: { preferredLanguage?: string | null }, filedIn: string | null | undefined) =>
  member.preferredLanguage ?? filedIn ?? 'en'
