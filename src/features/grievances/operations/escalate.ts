import type { Payload } from 'payload'

import { now as clockNow } from '../../../platform/clock'
import { log } from '../../../platform/log'
import { kickSoon } from '../../../platform/jobs/run'
import type { Grievance } from '../../../payload-types'
import { rows, sql, drizzleOf } from '../../../platform/db/sql'
import { getGrievanceSettings } from '../settings/read'
import { addCaseEvent } from './events'
import { notifyOffice } from './notify-office'
import { PAIR_LOCKS } from '@/platform/db/locks'
import { withPayloadTransaction } from '@/platform/db/transaction'

/**
 * The clock of the desk, run by the `grievanceDeadlines` job (src/features/grievances/jobs/deadlines.ts).
 *   - A district case nobody answered (no reply since filing, or since it was
 *     reopened) for `noReplyDays` goes up to the state office: reason 'no-reply'.
 *   - A district case past its due date goes up too: reason 'overdue'.
 *   - A state case past its due date is mailed to the admins once per due date
 *     (not when it went up already overdue: that escalation mail said so).
 * Each escalation is one transaction: a conditional UPDATE (still at the
 * district, never escalated) claims the case, so two runners or a retry
 * escalate it once; the timeline entry and the state office's mail commit with it.
 */

/** `overdueNotices`: state cases past due whose admins were (or already had been) mailed. */
export type DeadlineRun = { escalated: number; overdueNotices: number }
type Reason = 'no-reply' | 'overdue'

const DAY = 86_400_000

async function escalate(payload: Payload, id: number, reason: Reason, days: number, at: Date): Promise<boolean> {
  return withPayloadTransaction(payload, async (req, tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAIR_LOCKS.grievanceEscalation}, ${id})`)
    const claimed = await rows(
      tx,
      sql`UPDATE grievances SET level = 'state'::enum_grievances_level, escalated_at = ${at.toISOString()}, updated_at = ${at.toISOString()}
          WHERE id = ${id} AND level = 'district' AND escalated_at IS NULL AND status <> 'resolved' RETURNING id`,
    )
    if (!claimed.length) return false
    await addCaseEvent(req, id, { kind: 'escalated', from: 'district', to: 'state', text: reason })
    const g = (await payload.findByID({ collection: 'grievances', id, depth: 0, overrideAccess: true, req })) as Grievance
    await notifyOffice(tx, payload, g, 'state', reason, 'escalated:state', { days }, req)
    return true
  })
}

async function noticeOverdueAtState(payload: Payload, id: number): Promise<number> {
  return withPayloadTransaction(payload, async (req, tx) => {
    const g = (await payload.findByID({ collection: 'grievances', id, depth: 0, overrideAccess: true, req })) as Grievance
    // The occasion carries the due date: a later, extended due date is a new notice; the same one never mails twice.
    return notifyOffice(tx, payload, g, 'state', 'overdue', `overdue:${new Date(String(g.dueAt)).toISOString()}`, {}, req)
  })
}

export async function runGrievanceDeadlines(payload: Payload, { at = clockNow() }: { at?: Date } = {}): Promise<DeadlineRun> {
  const settings = await getGrievanceSettings(payload)
  const db = drizzleOf(payload)
  const iso = at.toISOString()
  const quietSince = new Date(at.getTime() - settings.noReplyDays * DAY).toISOString()
  const districtDue = await rows(
    db,
    sql`SELECT id, (due_at IS NOT NULL AND due_at < ${iso}) AS overdue FROM grievances
        WHERE level = 'district' AND escalated_at IS NULL AND status <> 'resolved'
          AND ((due_at IS NOT NULL AND due_at < ${iso})
            OR ((last_reply_at IS NULL OR (reopened_at IS NOT NULL AND last_reply_at < reopened_at))
                AND coalesce(reopened_at, created_at) <= ${quietSince}))
        ORDER BY id`,
  )
  const run: DeadlineRun = { escalated: 0, overdueNotices: 0 }
  for (const r of districtDue) {
    const reason: Reason = r.overdue === true ? 'overdue' : 'no-reply'
    const days = reason === 'overdue' ? settings.answerDays : settings.noReplyDays
    if (await escalate(payload, Number(r.id), reason, days, at)) run.escalated += 1
  }
  const stateDue = await rows(
    db,
    sql`SELECT id FROM grievances WHERE level = 'state' AND status <> 'resolved' AND due_at IS NOT NULL AND due_at < ${iso}
        AND NOT (escalated_at IS NOT NULL AND escalated_at >= due_at) ORDER BY id`,
  )
  for (const r of stateDue) run.overdueNotices += await noticeOverdueAtState(payload, Number(r.id))
  if (run.escalated || run.overdueNotices) {
    log.info(run, 'grievance deadlines: cases escalated, overdue notices queued')
    kickSoon(payload)
  }
  return run
}
