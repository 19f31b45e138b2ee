import { displayDate } from '@/features/membership/client'
import type { DataRequestKind } from '../rules/data-requests'
import { DATA_REQUEST_MAIL } from '../texts/data-request-mail'
import { fill, page, render, type MailContext, type MailMessage } from '../../../platform/mail/template'

/** The mails of a data request, each in its reader's language. */
type Facts = { kind: DataRequestKind; dueBy: string }

const valuesOf = (ctx: MailContext, f: Facts, extra: Record<string, string | number> = {}) => ({
  kind: DATA_REQUEST_MAIL[ctx.lang].kinds[f.kind],
  due: displayDate(f.dueBy) ?? f.dueBy,
  ...extra,
})

export function dataRequestReceiptMail(name: string, f: Facts, ctx: MailContext): MailMessage {
  const t = DATA_REQUEST_MAIL[ctx.lang]
  const v = valuesOf(ctx, f)
  return render(fill(t.receiptSubject, v), name, [{ before: fill(t.receipt, v), link: [t.open, page(ctx, '/my-data')] }], ctx)
}

export function dataRequestDecisionMail(name: string, f: Facts & { approved: boolean; note: string }, ctx: MailContext): MailMessage {
  const t = DATA_REQUEST_MAIL[ctx.lang]
  const v = valuesOf(ctx, f, { note: f.note })
  return render(
    fill(t.decidedSubject, v),
    name,
    [{ before: fill(f.approved ? t.approved : t.rejected, v), link: [t.open, page(ctx, '/my-data')] }],
    ctx,
  )
}

/** To an admin: a new request (days undefined) or a reminder at 60/80 days. */
export function dataRequestOfficeMail(name: string, f: Facts & { member: string; days?: number }, ctx: MailContext): MailMessage {
  const t = DATA_REQUEST_MAIL[ctx.lang]
  const v = valuesOf(ctx, f, { member: f.member, days: f.days ?? 0 })
  const [subject, text] = f.days ? [t.reminderSubject, t.reminder] : [t.officeSubject, t.office]
  return render(fill(subject, v), name, [{ before: fill(text, v), link: [t.openOffice, page(ctx, '/admin/data-requests')] }], ctx)
}
