import type { Payload } from 'payload'

import { IMPORT_MESSAGES } from '@/features/office/rules/member-import'
import { kickSoon } from '@/platform/jobs/run'
import { drizzleOf, rows, sql } from '../../../../platform/db/sql'
import { HttpError } from '../../../../platform/http/route'
import type { OfficeScope } from '../../../../platform/http/office'
import type { ImportOp } from './apply'
import { planOf } from './dry-run'
import { planDigest, type ImportPlan } from './plan'
import { importStatus, type ImportProgress } from './status'
import { SINGLE_LOCKS } from '@/platform/db/locks'
import { withPayloadTransaction } from '@/platform/db/transaction'

/**
 * POST /api/admin/members/import/commit {id}: applies the dry run `id`. The
 * roll is planned again against the members as they are now; only when that
 * plan is the dry run's (same digest) is it stored and queued for the
 * importMembers job, so the office commits exactly what it saw. One commit at
 * a time (an advisory lock, and no other import queued or running), so two
 * imports never apply the same rows together.
 */

export const IMPORT_QUEUE = 'import'

/** The plan as the job applies it: new members, then updates, then dues of members already on the site. */
export const opsOf = (plan: ImportPlan): ImportOp[] => [
  ...plan.creates.map((c) => ({ kind: 'create' as const, ...c })),
  ...plan.updates.map((u) => ({ kind: 'update' as const, line: u.line, memberId: u.memberId, changes: u.changes })),
  ...plan.dues.map((d) => ({ kind: 'dues' as const, line: d.line, memberId: d.memberId, year: d.year, reference: d.reference })),
]

const refusal = (status: string) =>
  status === 'committed' ? IMPORT_MESSAGES.alreadyCommitted : status === 'stale' ? IMPORT_MESSAGES.stale : IMPORT_MESSAGES.committing

export async function commitImport(payload: Payload, office: OfficeScope, id: number): Promise<ImportProgress> {
  const queued = await withPayloadTransaction(payload, async (req, tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SINGLE_LOCKS.memberImport})`)
    const [batch] = await rows(tx, sql`SELECT id, status, csv, plan_digest FROM member_imports WHERE id = ${id} FOR UPDATE`)
    if (!batch) throw new HttpError(404, IMPORT_MESSAGES.batchNotFound)
    if (batch.status !== 'ready') throw new HttpError(409, refusal(String(batch.status)))
    // A running import moves updated_at with every chunk (about a second): one silent for 10 minutes died with its process.
    const [busy] = await rows(
      tx,
      sql`SELECT id FROM member_imports WHERE status = 'queued' OR (status = 'committing' AND updated_at > now() - interval '10 minutes') LIMIT 1`,
    )
    if (busy) throw new HttpError(409, IMPORT_MESSAGES.committing)
    const plan = await planOf(tx, String(batch.csv ?? ''))
    if (planDigest(plan) !== batch.plan_digest) return { stale: true as const }
    const ops = opsOf(plan)
    const status = ops.length ? 'queued' : 'committed'
    await tx.execute(sql`UPDATE member_imports SET status = ${status}::enum_member_imports_status, plan = ${JSON.stringify(ops)}, total = ${ops.length},
      processed = 0, committed_by_id = ${office.user.id}, committed_at = now(), csv = NULL, updated_at = now()
      WHERE id = ${id}`)
    if (ops.length) await payload.jobs.queue({ task: 'importMembers', queue: IMPORT_QUEUE, input: { importId: id }, req })
    return { stale: false as const }
  })
  if (queued.stale) {
    // The office runs the dry run again; this one can never be committed.
    await drizzleOf(payload).execute(
      sql`UPDATE member_imports SET status = 'stale', updated_at = now() WHERE id = ${id} AND status = 'ready'`,
    )
    throw new HttpError(409, IMPORT_MESSAGES.stale)
  }
  kickSoon(payload, { queue: IMPORT_QUEUE })
  return importStatus(payload, id)
}
