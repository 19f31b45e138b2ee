import type { Payload } from 'payload'

import { getEnv } from '@/platform/config/env'
import { log } from '@/platform/log'
import { drizzleOf, rows, sql } from '../../../../platform/db/sql'
import { applyChunk, type ImportOp } from './apply'
import { transaction } from '@/platform/db/transaction'

/**
 * The importMembers job: applies a queued import's plan in chunks, each chunk
 * one transaction that also moves the import's `processed` counter, so the
 * page's progress bar moves as members are written and a job that dies (or is
 * retried) carries on from the last committed chunk instead of starting over.
 */

export const CHUNK_SIZE = 1000

export async function runImport(payload: Payload, importId: number): Promise<void> {
  const db = drizzleOf(payload)
  const [batch] = await rows(
    db,
    sql`UPDATE member_imports SET status = 'committing', failure = NULL, updated_at = now()
      WHERE id = ${importId} AND status IN ('queued', 'committing', 'failed') AND plan IS NOT NULL
      RETURNING processed, plan, file_name, coalesce(committed_by_id, created_by_id) AS actor_id`,
  )
  if (!batch) return
  const ops = JSON.parse(String(batch.plan)) as ImportOp[]
  const ctx = { importId, actorId: Number(batch.actor_id), feePaise: getEnv().membershipFeePaise, fileName: String(batch.file_name ?? '') }
  const started = Date.now()
  try {
    for (let offset = Number(batch.processed); offset < ops.length; offset += CHUNK_SIZE) {
      const chunk = ops.slice(offset, offset + CHUNK_SIZE)
      const mine = await transaction(payload, async (tx) => {
        // The import's row is locked for the chunk: a second run of the same job (a retry, a racing claim)
        // waits here, then finds the chunk done and leaves the rest to the run that is ahead.
        const [current] = await rows(tx, sql`SELECT processed FROM member_imports WHERE id = ${importId} FOR UPDATE`)
        if (Number(current?.processed) !== offset) return false
        const done = await applyChunk(tx, chunk, ctx)
        await tx.execute(sql`UPDATE member_imports SET processed = ${offset + chunk.length}, created = created + ${done.created}, updated = updated + ${done.updated},
          dues_recorded = dues_recorded + ${done.duesRecorded}, skipped = skipped + ${done.skipped}, updated_at = now() WHERE id = ${importId}`)
        return true
      })
      if (!mine) return
    }
    await db.execute(
      sql`UPDATE member_imports SET status = 'committed', plan = NULL, updated_at = now() WHERE id = ${importId} AND processed = total`,
    )
    log.info({ importId, changes: ops.length, ms: Date.now() - started }, 'roll import committed')
  } catch (err) {
    const failure = err instanceof Error ? err.message : String(err)
    await db.execute(
      sql`UPDATE member_imports SET status = 'failed', failure = ${failure.slice(0, 500)}, updated_at = now() WHERE id = ${importId}`,
    )
    throw err
  }
}
