import type { Payload } from 'payload'

import type { DistrictRow, MonthRow } from '@/features/office/rules/district-coverage'
import { MEMBERSHIP_TIME_ZONE } from '@/features/membership/client'
import { now } from '@/platform/clock'
import { drizzleOf, rows, sql } from '../../../platform/db/sql'
import { caseScopeSql } from '@/features/grievances'
import { districtSql, type OfficeScope } from '../../../platform/http/office'

/**
 * GET /api/admin/districts?year= and …/monthly?year=. Each is one
 * query: every district of the users' district enum (so all 75, zero rows
 * included, names as stored), left-joined to one pass over the members, each
 * with their year's membership, their captured payments of the year and their
 * open grievances summed per member first (one scan of users, not one per
 * figure, nor a query per district). A coordinator gets their districts' rows only.
 *
 * - members: users with role member or coordinator in the district now;
 * - paid / pending / revoked: their memberships of `year` in that status;
 * - unpaid: the rest (an 'unpaid' record or none at all for the year);
 * - collectedPaise: its members' captured payments (online and offline) for membership year `year`;
 * - openGrievances: cases filed in the district not yet resolved (today, whatever the year; a
 *   coordinator's counts leave out sensitive cases, as every office read of cases does: scope.ts);
 * - overdueGrievances: those of them past their due date (the app clock's now).
 */
export async function districtCoverage(payload: Payload, office: OfficeScope, year: string): Promise<DistrictRow[]> {
  const result = await rows(
    drizzleOf(payload),
    sql`
      WITH d AS (SELECT unnest(enum_range(NULL::enum_users_district))::text AS district),
      m AS (
        SELECT u.district::text AS district, count(*)::int AS members,
          count(*) FILTER (WHERE ms.status = 'paid')::int AS paid,
          count(*) FILTER (WHERE ms.status = 'pending')::int AS pending,
          count(*) FILTER (WHERE ms.status = 'revoked')::int AS revoked,
          sum(pa.paise)::bigint AS paise
        FROM users u
        LEFT JOIN memberships ms ON ms.user_id = u.id AND ms.membership_year = ${year}
        LEFT JOIN (SELECT user_id, sum(amount) AS paise FROM payments WHERE status = 'captured' AND membership_year = ${year} GROUP BY 1) pa
          ON pa.user_id = u.id
        WHERE u.role IN ('member', 'coordinator') AND u.district IS NOT NULL AND ${districtSql(office, 'u.district')}
        GROUP BY 1
      ),
      gc AS (
        SELECT g.district, count(*)::int AS open, count(*) FILTER (WHERE g.due_at < ${now().toISOString()})::int AS overdue
        FROM grievances g WHERE g.status <> 'resolved' AND g.district IS NOT NULL AND ${caseScopeSql(office, 'g')}
        GROUP BY 1
      )
      SELECT d.district, coalesce(m.members, 0) AS members, coalesce(m.paid, 0) AS paid, coalesce(m.pending, 0) AS pending,
        coalesce(m.revoked, 0) AS revoked, coalesce(m.paise, 0) AS paise,
        coalesce(gc.open, 0) AS open, coalesce(gc.overdue, 0) AS overdue
      FROM d LEFT JOIN m USING (district) LEFT JOIN gc USING (district)
      WHERE ${districtSql(office, 'd.district')}
      ORDER BY d.district`,
  )
  return result.map((r) => {
    const [members, paid, pending, revoked] = [r.members, r.paid, r.pending, r.revoked].map(Number)
    return {
      district: String(r.district),
      members,
      paid,
      pending,
      unpaid: members - paid - pending - revoked,
      revoked,
      collectedPaise: Number(r.paise),
      openGrievances: Number(r.open),
      overdueGrievances: Number(r.overdue),
    }
  })
}

/**
 * Payments per month of calendar year `year` in India: captured payments (online
 * and offline) by the day the money came (an offline payment's receivedOn, else
 * when the payment was recorded), whichever membership year they pay for.
 * Always 12 rows, January first.
 */
export async function monthlyPayments(payload: Payload, office: OfficeScope, year: string): Promise<MonthRow[]> {
  const tz = sql.raw(`'${MEMBERSHIP_TIME_ZONE}'`)
  const result = await rows(
    drizzleOf(payload),
    sql`
      WITH months AS (SELECT generate_series(1, 12) AS month),
      p AS (
        SELECT extract(month FROM coalesce(pa.received_on, pa.created_at) AT TIME ZONE ${tz})::int AS month,
          count(*)::int AS n, sum(pa.amount)::bigint AS paise
        FROM payments pa JOIN users u ON u.id = pa.user_id
        WHERE pa.status = 'captured' AND ${districtSql(office, 'u.district')}
          AND extract(year FROM coalesce(pa.received_on, pa.created_at) AT TIME ZONE ${tz}) = ${Number(year)}
        GROUP BY 1
      )
      SELECT months.month, coalesce(p.n, 0) AS n, coalesce(p.paise, 0) AS paise FROM months LEFT JOIN p USING (month) ORDER BY months.month`,
  )
  return result.map((r) => ({ month: Number(r.month), payments: Number(r.n), collectedPaise: Number(r.paise) }))
}
