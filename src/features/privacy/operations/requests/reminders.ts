import type { Payload } from 'payload'

import { DATA_REQUEST_DAYS, DATA_REQUEST_REMINDER_DAYS, type DataRequestKind } from '../../rules/data-requests'
import { dataRequestOfficeMail } from '../../mail/data-requests'
import { queueMail } from '../../../../platform/mail/outbox'
import { mailContext } from '../../../../platform/mail/send'
import { rows, sql } from '../../../../platform/db/sql'
import { adminRecipients } from './admins'
import { withPayloadTransaction } from '@/platform/db/transaction'

const DAY_MS = 86_400_000

/**
 * The 90-day clock (hourly job dataRequestReminders): every admin is mailed
 * once when a still-pending request reaches day 60, and once at day 80. Day
 * N is filed + N days = dueBy − (90 − N) days. The remindedAt column is set
 * in the same transaction as the mails (and the mails carry a dedupe key), so
 * a rerun, or two runners, never send a reminder twice.
 */
export async function sendDataRequestReminders(payload: Payload, { at }: { at: Date }): Promise<{ sent: number }> {
  let sent = 0
  for (const day of DATA_REQUEST_REMINDER_DAYS) {
    const column = day === 60 ? sql`reminded_at60` : sql`reminded_at80`
    const dueBefore = new Date(at.getTime() + (DATA_REQUEST_DAYS - day) * DAY_MS).toISOString()
    sent += await withPayloadTransaction(payload, async (req, tx) => {
      const due = await rows(
        tx,
        sql`UPDATE data_requests SET ${column} = ${at.toISOString()}
        WHERE status = 'pending' AND ${column} IS NULL AND due_by <= ${dueBefore}
        RETURNING id, kind, due_by, member_id`,
      )
      if (!due.length) return 0
      const admins = await adminRecipients(payload, req)
      for (const r of due) {
        const [m] = await rows(tx, sql`SELECT name, email FROM users WHERE id = ${r.member_id as number}`)
        const member = m ? `${m.name as string} <${m.email as string}>` : `#${r.id as number}`
        const dueBy = new Date(r.due_by as string).toISOString()
        for (const admin of admins) {
          const message = dataRequestOfficeMail(
            admin.name ?? '',
            { kind: r.kind as DataRequestKind, dueBy, member, days: day },
            mailContext(admin.preferredLanguage),
          )
          await queueMail(tx, {
            to: admin.email,
            kind: 'data-request-reminder',
            userId: admin.id,
            message,
            dedupeKey: `data-request:${r.id as number}:day${day}:${admin.id}`,
          })
        }
      }
      return due.length
    })
  }
  return { sent }
}
