import { displayDate } from '@/features/membership/client'
import { GRIEVANCE_FILED_MAIL } from '../texts/filed-mail'
import { fill, page, render, type MailContext, type MailMessage } from '../../../platform/mail/template'

export type FiledFacts = { caseNumber: string; subject: string; dueAt: string }

/** The member's page of the case: /grievances/{caseNumber} (under /hi in Hindi). */
export const casePage = (ctx: MailContext, caseNumber: string) => page(ctx, `/grievances/${encodeURIComponent(caseNumber)}`)

/** The member's confirmation of a new case, in the member's language. */
export function grievanceFiledMail(name: string, f: FiledFacts, ctx: MailContext): MailMessage {
  const t = GRIEVANCE_FILED_MAIL[ctx.lang]
  const values = { caseNumber: f.caseNumber, subject: f.subject, due: displayDate(f.dueAt) ?? f.dueAt }
  return render(
    fill(t.subject, values),
    name,
    [fill(t.filed, values), { before: fill(t.due, values), link: [t.open, casePage(ctx, f.caseNumber)] }],
    ctx,
  )
}
