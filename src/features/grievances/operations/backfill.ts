import { sql, type Executor } from '../../../platform/db/sql'
import { FALLBACK_CATEGORY_KEY } from '../rules/grievances'

/**
 * Makes cases written without the collection's hooks (those filed before the
 * desk existed, and the benchmark's generated ones) what a new case is: a case
 * number in filing order per year in India after the year's counter, the category
 * 'other', the member's district, the district level, an answer due
 * `answerDays` after filing, a 'filed' entry; and moves each year's counter on.
 * Used by the grievance_desk migration and scripts/seed-bench-rows.ts.
 */
export async function backfillCases(db: Executor, answerDays: number): Promise<void> {
  const year = sql.raw(`to_char(g.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY')`)
  await db.execute(sql`
    WITH numbered AS (
      SELECT g.id, ${year} AS yr, row_number() OVER (PARTITION BY ${year} ORDER BY g.created_at, g.id) AS n
      FROM grievances g WHERE g.case_number IS NULL),
    filed AS (
      UPDATE grievances g SET
        case_number = 'GRV-' || numbered.yr || '-' || lpad((numbered.n + coalesce(c.last, 0))::text, 6, '0'),
        category_id = coalesce(g.category_id, (SELECT id FROM grievance_categories WHERE key = ${FALLBACK_CATEGORY_KEY})),
        district = coalesce(g.district, (SELECT u.district::text FROM users u WHERE u.id = g.user_id)),
        level = coalesce(g.level, 'district'),
        sensitive = coalesce(g.sensitive, false),
        due_at = coalesce(g.due_at, g.created_at + make_interval(days => ${answerDays})),
        resolved_at = coalesce(g.resolved_at, CASE WHEN g.status = 'resolved' THEN g.updated_at END)
      FROM numbered LEFT JOIN grievance_case_counters c ON c.year = numbered.yr
      WHERE numbered.id = g.id
      RETURNING g.id, g.user_id, g.created_at)
    INSERT INTO grievance_events (grievance_id, kind, internal, actor_id, created_at, updated_at)
    SELECT id, 'filed', false, user_id, created_at, created_at FROM filed`)
  await db.execute(sql`
    INSERT INTO grievance_case_counters (year, last)
    SELECT substring(case_number from 5 for 4), max(substring(case_number from 10)::int) FROM grievances
    WHERE case_number ~ '^GRV-[0-9]{4}-[0-9]+$' GROUP BY 1
    ON CONFLICT (year) DO UPDATE SET last = greatest(grievance_case_counters.last, excluded.last)`)
}
