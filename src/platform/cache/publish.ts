import { sql, type Executor } from '../db/sql'
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
