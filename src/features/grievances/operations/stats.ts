import type { Payload } from 'payload'

import type { ReportPeriod } from '../rules/report'
import type { Locale } from '../../../platform/i18n/locales'
import { now } from '../../../platform/clock'
import { drizzleOf, rows, sql } from '../../../platform/db/sql'

/**
 * The grievance desk's figures over the cases FILED in a period, in
 * one SQL statement: no case is loaded into the app. Definitions (the report
 * pages print the same words):
 *  - first reply: the first reply to the member — the earliest 'reply' entry of
 *    the timeline that is not internal (the case's firstReplyAt where the
 *    timeline has none); notes and assignments never count;
 *  - resolution: the case's resolvedAt (the latest one, if it was reopened and
 *    resolved again), for cases whose status is 'resolved' now;
 *  - days are calendar time from filing, in days with one decimal; the medians
 *    are null when no case qualifies;
 *  - answered within the deadline: the first reply or the resolution, whichever
 *    came first, on or before dueAt; counted among the cases that were answered
 *    or are past their due date now (a case still inside its time is not judged);
 *  - reopened: reopenCount > 0; rating: the member's 1–5, averaged over rated cases.
 * `scope` is a condition on `grievances g` (caseScopeSql for the office; `true` for the public page).
 * `sensitiveByDistrict: false` (the public page) counts sensitive cases under no district
 * (the page's 'Other'): otherwise a district's public figure minus its coordinator's own
 * (which never counts them, scope.ts) would tell how many sensitive cases it had.
 */

export type CategoryCount = { key: string; name: string; count: number }
export type DistrictCount = { district: string | null; count: number }

export type GrievanceFigures = {
  total: number
  byCategory: CategoryCount[]
  byDistrict: DistrictCount[]
  byStatus: { pending: number; 'in-progress': number; resolved: number }
  medianDaysToFirstReply: number | null
  medianDaysToResolution: number | null
  answeredWithinDeadlinePct: number | null
  averageRating: number | null
  ratedCount: number
  reopenedCount: number
}

type Scope = ReturnType<typeof sql>

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))
const round = (v: number | null, places: number) => (v === null || !Number.isFinite(v) ? null : Math.round(v * 10 ** places) / 10 ** places)

export type FigureOptions = { sensitiveByDistrict?: boolean }

export async function grievanceFigures(
  payload: Payload,
  period: ReportPeriod,
  lang: Locale,
  scope: Scope,
  { sensitiveByDistrict = true }: FigureOptions = {},
): Promise<GrievanceFigures> {
  const [row] = await rows(
    drizzleOf(payload),
    sql`
    WITH c AS (
      SELECT g.id, g.status::text AS status,
        CASE WHEN g.sensitive IS TRUE AND NOT ${sensitiveByDistrict}::boolean THEN NULL ELSE g.district END AS district, g.category_id, g.created_at, g.due_at, g.resolved_at, g.rating, g.reopen_count,
        COALESCE(
          (SELECT min(e.created_at) FROM grievance_events e WHERE e.grievance_id = g.id AND e.kind = 'reply' AND e.internal IS NOT TRUE),
          g.first_reply_at
        ) AS first_reply
      FROM grievances g
      WHERE g.created_at >= ${period.start.toISOString()}::timestamptz AND g.created_at < ${period.end.toISOString()}::timestamptz AND ${scope}
    ),
    figures AS (
      SELECT
        count(*)::int AS total,
        count(*) FILTER (WHERE status = 'pending')::int AS pending,
        count(*) FILTER (WHERE status = 'in-progress')::int AS in_progress,
        count(*) FILTER (WHERE status = 'resolved')::int AS resolved,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_reply - created_at) / 86400) FILTER (WHERE first_reply IS NOT NULL) AS median_reply,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM resolved_at - created_at) / 86400) FILTER (WHERE status = 'resolved' AND resolved_at IS NOT NULL) AS median_resolution,
        count(*) FILTER (WHERE LEAST(first_reply, resolved_at) <= due_at)::int AS in_time,
        count(*) FILTER (WHERE first_reply IS NOT NULL OR resolved_at IS NOT NULL OR due_at < ${now().toISOString()}::timestamptz)::int AS judged,
        avg(rating) AS average_rating,
        count(rating)::int AS rated,
        count(*) FILTER (WHERE reopen_count > 0)::int AS reopened
      FROM c
    )
    SELECT f.*,
      (SELECT coalesce(json_agg(json_build_object('key', k.key, 'name', coalesce(l.name, en.name, k.key), 'count', coalesce(n.count, 0)) ORDER BY k."order", k.id), '[]'::json)
         FROM grievance_categories k
         LEFT JOIN (SELECT category_id, count(*)::int AS count FROM c GROUP BY category_id) n ON n.category_id = k.id
         LEFT JOIN grievance_categories_locales l ON l._parent_id = k.id AND l._locale::text = ${lang}
         LEFT JOIN grievance_categories_locales en ON en._parent_id = k.id AND en._locale::text = 'en'
         WHERE k.active IS NOT FALSE OR n.count > 0) AS by_category,
      (SELECT coalesce(json_agg(json_build_object('district', d.district, 'count', d.count) ORDER BY d.count DESC, d.district), '[]'::json)
         FROM (SELECT district, count(*)::int AS count FROM c GROUP BY district) d) AS by_district
    FROM figures f`,
  )
  const judged = Number(row.judged)
  return {
    total: Number(row.total),
    byCategory: row.by_category as CategoryCount[],
    byDistrict: row.by_district as DistrictCount[],
    byStatus: { pending: Number(row.pending), 'in-progress': Number(row.in_progress), resolved: Number(row.resolved) },
    medianDaysToFirstReply: round(num(row.median_reply), 1),
    medianDaysToResolution: round(num(row.median_resolution), 1),
    answeredWithinDeadlinePct: judged ? round((100 * Number(row.in_time)) / judged, 1) : null,
    averageRating: round(num(row.average_rating), 2),
    ratedCount: Number(row.rated),
    reopenedCount: Number(row.reopened),
  }
}
