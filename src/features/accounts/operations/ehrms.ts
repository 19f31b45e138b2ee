import { rows, sql, type Executor } from '../../../platform/db/sql'

/**
 * The accounts holding `ehrms` in any letter case, other than
 * `exceptId`. Both sides folded by PostgreSQL's lower(), as the unique index
 * on lower(ehrms) folds them (migration ehrms_any_case).
 */
export async function ehrmsHolders(db: Executor, ehrms: string, exceptId?: number | string | null): Promise<number[]> {
  const found = await rows(db, sql`SELECT id FROM users WHERE lower(ehrms) = lower(${ehrms.trim()})`)
  return found.map((r) => Number(r.id)).filter((id) => exceptId == null || id !== Number(exceptId))
}
