import fs from 'node:fs/promises'

import type { Payload } from 'payload'

import { DEFAULT_RETENTION, periodOr, retentionCutoff, RETENTION_KEYS, type RetentionPeriods } from '../rules/retention'
import { outboxFiles } from '../../../platform/mail/mailer'
import { drizzleOf, rows, sql } from '../../../platform/db/sql'

export type RetentionSweep = { contactMessages: number; mails: number; mailFiles: number; dataRequests: number }

/** The periods office staff keep in the CMS, with the defaults where nothing valid is stored. */
export async function getRetentionSettings(payload: Payload): Promise<RetentionPeriods> {
  const stored = (await payload.findGlobal({ slug: 'retention-settings', depth: 0, overrideAccess: true })) as unknown as Partial<
    Record<string, unknown>
  >
  return Object.fromEntries(RETENTION_KEYS.map((key) => [key, periodOr(stored[key], DEFAULT_RETENTION[key])])) as RetentionPeriods
}

/**
 * Deletes what is past its time (daily job retentionSweep). Each kind is one
 * DELETE: idempotent, so a rerun or a second runner only finds nothing left.
 * Pending mail is never touched (it has not gone yet), nor pending requests.
 */
export async function sweepRetention(payload: Payload, { at }: { at: Date }): Promise<RetentionSweep> {
  const periods = await getRetentionSettings(payload)
  const db = drizzleOf(payload)
  const before = (days: number) => retentionCutoff(at, days).toISOString()
  const count = async (query: ReturnType<typeof sql>) => (await rows(db, query)).length

  const contactMessages = await count(
    sql`DELETE FROM contact_submissions WHERE created_at < ${before(periods.contactMessagesDays)} RETURNING id`,
  )
  const mailsBefore = before(periods.deliveredMailDays)
  const mails = await count(sql`DELETE FROM mail_outbox
    WHERE (status = 'sent' AND COALESCE(sent_at, updated_at) < ${mailsBefore}) OR (status = 'failed' AND updated_at < ${mailsBefore}) RETURNING id`)
  const dataRequests = await count(sql`DELETE FROM data_requests
    WHERE status <> 'pending' AND COALESCE(decided_at, updated_at) < ${before(periods.closedDataRequestsDays)} RETURNING id`)
  const mailFiles = await removeOldOutboxFiles(new Date(mailsBefore))
  return { contactMessages, mails, mailFiles, dataRequests }
}

/** The development outbox (.eml files when no SMTP server is set) holds whole mails: they go by the same period. */
async function removeOldOutboxFiles(before: Date): Promise<number> {
  let removed = 0
  for (const file of await outboxFiles()) {
    const stat = await fs.stat(file).catch(() => null)
    if (stat && stat.mtime < before) {
      await fs.rm(file, { force: true })
      removed++
    }
  }
  return removed
}
