import type { PayloadRequest } from 'payload'

import { drizzleOf, sql, type Executor } from '../server/db'
import { publishStatement } from './tag-sql'

/**
 * Expires `tags` on every instance: bumps their versions and NOTIFYs, on `db`. Given a
 * transaction, the notification leaves at its commit and not at all on rollback, so no
 * instance can expire a tag before the change is visible, and no committed change goes
 * unannounced because the process died before the end of its request.
 */
export async function publishTags(db: Executor, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return
  const { head, tail } = publishStatement()
  await db.execute(sql`${sql.raw(head)}${JSON.stringify(tags)}${sql.raw(tail)}`)
}

type Sessions = { sessions?: Record<string | number, { db?: Executor } | undefined> }

/** The transaction a Payload operation runs in (as Payload's own adapter finds it), else the pool. */
export async function executorOf(req: PayloadRequest): Promise<Executor> {
  const id = req.transactionID ? await req.transactionID : undefined
  const session = id === undefined ? undefined : (req.payload.db as unknown as Sessions).sessions?.[id]
  return session?.db ?? drizzleOf(req.payload)
}
