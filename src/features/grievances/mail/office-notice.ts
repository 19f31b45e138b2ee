import { displayDate } from '@/features/membership/client'
import { GRIEVANCE_OFFICE_MAIL } from '../texts/office-mail'
import { fill, page, render, type MailContext, type MailMessage } from '../../../platform/mail/template'

export type OfficeNoticeReason = keyof (typeof GRIEVANCE_OFFICE_MAIL)['en']['reasons']

/** What the notice states: no name of the member and no text of the case (the link opens it, behind the office's sign-in). */
export type OfficeNoticeFacts = {
  grievanceId: number
  caseNumber: string
  category: string
  district: string
  dueAt: string
  /** For 'no-reply': the days the district had. */
  days?: number
}

export function officeNoticeMail(recipientName: string, reason: OfficeNoticeReason, f: OfficeNoticeFacts, ctx: MailContext): MailMessage {
  const t = GRIEVANCE_OFFICE_MAIL[ctx.lang]
  const due = displayDate(f.dueAt) ?? f.dueAt
  const values = { caseNumber: f.caseNumber, category: f.category, district: f.district || '-', due, days: f.days ?? '' }
  return render(
    fill(t.subject, values),
    recipientName,
    [fill(t.reasons[reason], values), { before: fill(t.due, values), link: [t.open, page(ctx, `/admin/grievances/${f.grievanceId}`)] }],
    ctx,
  )
}
