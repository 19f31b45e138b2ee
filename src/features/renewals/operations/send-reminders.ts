import type { Payload } from 'payload'

import { getEnv } from '../../../platform/config/env'
import { reminderPlan, previousYear } from '../rules/renewal-schedule'
import { signUnsubscribe } from '@/features/privacy'
import { kickSoon } from '../../../platform/jobs/run'
import { now } from '../../../platform/clock'
import { log } from '../../../platform/log'
import { queueMail } from '../../../platform/mail/outbox'
import { mailContext } from '../../../platform/mail/send'
import { oneClickUnsubscribe, renewalReminderMail, unsubscribePage } from '../mail/reminder'
import { rows, sql, type Executor, type Row } from '../../../platform/db/sql'
import { getRenewalSettings } from '../settings/read'
import { PAIR_LOCKS } from '@/platform/db/locks'
import { transaction } from '@/platform/db/transaction'

/**
 * The renewal reminders, run by the `renewalReminders` job every few
 * minutes. For the membership year of `at` (India), the latest step whose day
 * has come goes to every member who
 *   - is a member (role member or coordinator: a coordinator is a CHO too) with an e-mail,
 *   - paid LAST year and has no paid, pending or revoked membership this year
 *     (the register's "due for renewal" and "lapsed"; never-paid members get none:
 *     see docs/ARCHITECTURE.md),
 *   - has not turned reminders off, and has not had this step this year.
 * All of that is checked in the one statement that claims the step
 * (INSERT … ON CONFLICT DO NOTHING into renewal_reminders), and the mail is
 * queued in the same transaction: a member who pays is skipped from the next
 * batch on, and two runners, a retry or a crash never send a step twice.
 * Earlier steps the member never had are recorded as skipped by the same
 * statement. Keyset batches of `batchSize` members, one transaction each.
 */

export type ReminderRun = { year: string | null; step: string | null; sent: number; skipped: number; batches: number }

export const reminderKey = (year: string, step: string, userId: number | string) => `renewal:${year}:${step}:${userId}`

type Claimed = { id: number; email: string; name: string; lang: unknown; claimed: boolean; skipped: number }

/** One batch: the next `limit` members after `cursor` who should get `step`, claimed for those not claimed meanwhile. */
async function claimBatch(
  tx: Executor,
  p: { year: string; step: string; skipped: string[]; at: Date },
  cursor: number,
  limit: number,
): Promise<Claimed[]> {
  const last = previousYear(p.year)
  // Stamped with the run's time (the clock's, so a simulated year in the tests reads as it would have happened).
  const at = p.at.toISOString()
  const skippedSteps = sql.join(
    p.skipped.map((s) => sql`${s}`),
    sql`, `,
  )
  const found: Row[] = await rows(
    tx,
    sql`WITH batch AS (
        SELECT u.id, u.email, u.name, u.preferred_language FROM users u
        WHERE u.id > ${cursor} AND u.role IN ('member', 'coordinator') AND coalesce(u.email, '') <> ''
          AND EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.membership_year = ${last} AND m.status = 'paid')
          AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.membership_year = ${p.year} AND m.status <> 'unpaid')
          AND NOT EXISTS (SELECT 1 FROM renewal_opt_outs o WHERE o.user_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM renewal_reminders r WHERE r.user_id = u.id AND r.year = ${p.year} AND r.step = ${p.step})
        ORDER BY u.id LIMIT ${limit}
      ), claimed AS (
        INSERT INTO renewal_reminders (user_id, year, step, outcome, created_at, updated_at)
        SELECT id, ${p.year}, ${p.step}, 'sent'::enum_renewal_reminders_outcome, ${at}, ${at} FROM batch
        ON CONFLICT (user_id, year, step) DO NOTHING
        RETURNING user_id
      ), skipped AS (
        INSERT INTO renewal_reminders (user_id, year, step, outcome, created_at, updated_at)
        SELECT c.user_id, ${p.year}, s.step, 'skipped'::enum_renewal_reminders_outcome, ${at}, ${at}
        FROM claimed c CROSS JOIN unnest(ARRAY[${skippedSteps}]::varchar[]) AS s(step)
        ON CONFLICT (user_id, year, step) DO NOTHING
        RETURNING 1
      )
      SELECT b.id, b.email, b.name, b.preferred_language AS lang, (c.user_id IS NOT NULL) AS claimed, (SELECT count(*)::int FROM skipped) AS skipped
      FROM batch b LEFT JOIN claimed c ON c.user_id = b.id ORDER BY b.id`,
  )
  return found.map((r) => ({
    id: Number(r.id),
    email: String(r.email),
    name: String(r.name ?? ''),
    lang: r.lang,
    claimed: r.claimed === true,
    skipped: Number(r.skipped),
  }))
}

export async function sendRenewalReminders(
  payload: Payload,
  { at = now(), batchSize = 500 }: { at?: Date; batchSize?: number } = {},
): Promise<ReminderRun> {
  const settings = await getRenewalSettings(payload)
  const plan = reminderPlan(settings.reminderSteps, at)
  if (!plan) return { year: null, step: null, sent: 0, skipped: 0, batches: 0 }
  const env = getEnv()
  const secret = env.payloadSecret ?? ''
  const facts = {
    year: plan.year,
    lastYear: previousYear(plan.year),
    feePaise: env.membershipFeePaise,
    graceDay: `${plan.year}-${settings.graceDate}`,
  }
  const run: ReminderRun = { year: plan.year, step: plan.latest, sent: 0, skipped: 0, batches: 0 }
  let cursor = 0
  for (;;) {
    const batch = await transaction(payload, async (tx) => {
      // One batch at a time across runners: the second finds the first's claims instead of waiting on them row by row.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAIR_LOCKS.renewalReminders}, ${Number(plan.year)})`)
      const members = await claimBatch(tx, { year: plan.year, step: plan.latest, skipped: plan.skipped, at }, cursor, batchSize)
      for (const m of members.filter((x) => x.claimed)) {
        const ctx = mailContext(m.lang)
        const token = signUnsubscribe(secret, m.id)
        await queueMail(tx, {
          to: m.email,
          kind: 'renewal-reminder',
          userId: m.id,
          message: renewalReminderMail(m.name, { ...facts, unsubscribeUrl: unsubscribePage(ctx, token) }, ctx),
          dedupeKey: reminderKey(plan.year, plan.latest, m.id),
          headers: { 'List-Unsubscribe': `<${oneClickUnsubscribe(ctx, token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        })
      }
      return members
    })
    if (!batch.length) break
    run.batches += 1
    const claimed = batch.filter((m) => m.claimed).length
    run.sent += claimed
    run.skipped += batch[0].skipped
    cursor = batch[batch.length - 1].id
    if (batch.length < batchSize) break
  }
  if (run.sent) {
    log.info({ year: run.year, step: run.step, sent: run.sent, skippedSteps: plan.skipped }, 'renewal reminders queued')
    kickSoon(payload)
  }
  return run
}
