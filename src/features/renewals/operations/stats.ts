import type { Payload } from 'payload'

import { drizzleOf, rows, sql } from '../../../platform/db/sql'
import type { OfficeScope } from '@/platform/http/office'
import { getRenewalSettings } from '../settings/read'

/**
 * GET /api/admin/renewals?year=: per reminder step of `year`
 *   sent          reminders queued (claimed by the job),
 *   delivered     of those, accepted by the mail server (outbox row 'sent'),
 *   failed        of those, given up after every retry (outbox row 'failed'),
 *   paidAfter     members reminded at this step whose membership of `year` was
 *                 paid (or paid and since revoked) after this reminder; a member
 *                 who had two steps before paying counts at both,
 *   unsubscribed  members who turned reminders off after this reminder (their
 *                 latest reminder before they did) and have not turned them back on,
 *   skipped       earlier steps not sent because a later one went out.
 * Admins see every member; a coordinator only members of their districts.
 * Every configured step is listed (zeros included), and any step of the year
 * that has reminders though it was removed from the settings since.
 */

export type StepFigures = {
  day: string
  sent: number
  delivered: number
  failed: number
  paidAfter: number
  unsubscribed: number
  skipped: number
}
export type RenewalStats = { year: string; graceDate: string; reminderSteps: string[]; steps: StepFigures[] }

export async function renewalStats(payload: Payload, office: OfficeScope, year: string): Promise<RenewalStats> {
  const settings = await getRenewalSettings(payload)
  const db = drizzleOf(payload)
  const scope =
    office.districts === 'all'
      ? sql`TRUE`
      : office.districts.length
        ? sql`u.district IN (${sql.join(
            office.districts.map((d) => sql`${d}`),
            sql`, `,
          )})`
        : sql`FALSE`
  const reminded = sql`SELECT r.user_id, r.step, r.outcome, r.created_at FROM renewal_reminders r LEFT JOIN users u ON u.id = r.user_id
    WHERE r.year = ${year} AND ${scope}`
  const perStep = await rows(
    db,
    sql`WITH r AS (${reminded})
      SELECT r.step,
        count(*) FILTER (WHERE r.outcome = 'sent')::int AS sent,
        count(*) FILTER (WHERE r.outcome = 'skipped')::int AS skipped,
        count(*) FILTER (WHERE r.outcome = 'sent' AND o.status = 'sent')::int AS delivered,
        count(*) FILTER (WHERE r.outcome = 'sent' AND o.status = 'failed')::int AS failed,
        count(*) FILTER (WHERE r.outcome = 'sent' AND EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = r.user_id
          AND m.membership_year = ${year} AND m.status IN ('paid', 'revoked') AND coalesce(m.start_date, m.updated_at) >= r.created_at))::int AS paid_after
      FROM r LEFT JOIN mail_outbox o ON o.dedupe_key = 'renewal:' || ${year} || ':' || r.step || ':' || r.user_id
      GROUP BY r.step`,
  )
  // Each opt-out is put down to the member's latest reminder of the year before it.
  const optOuts = await rows(
    db,
    sql`WITH r AS (${reminded})
      SELECT last.step, count(*)::int AS n FROM renewal_opt_outs o
      CROSS JOIN LATERAL (SELECT r.step FROM r WHERE r.user_id = o.user_id AND r.outcome = 'sent' AND r.created_at <= o.created_at
        ORDER BY r.created_at DESC LIMIT 1) last
      GROUP BY last.step`,
  )
  const unsubscribed = new Map(optOuts.map((r) => [String(r.step), Number(r.n)]))
  const found = new Map(perStep.map((r) => [String(r.step), r]))
  const days = [...new Set([...settings.reminderSteps, ...found.keys()])].sort()
  const steps = days.map((day) => {
    const r = found.get(day)
    const n = (key: string) => Number(r?.[key] ?? 0)
    return {
      day,
      sent: n('sent'),
      delivered: n('delivered'),
      failed: n('failed'),
      paidAfter: n('paid_after'),
      unsubscribed: unsubscribed.get(day) ?? 0,
      skipped: n('skipped'),
    }
  })
  return { year, graceDate: settings.graceDate, reminderSteps: settings.reminderSteps, steps }
}
