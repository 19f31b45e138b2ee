import type { Payload } from 'payload'

import { membershipYear } from '@/features/membership/client'
import { drizzleOf, rows, sql } from '../../../platform/db/sql'

/**
 * GET /api/membership/stats answers:
 * {
 *   year: '2026',                                   // the current membership year
 *   statusCounts: { paid, pending, unpaid, revoked }, // memberships of this year per status (unpaid also
 *                                                    // counts members with no record this year)
 *   paidByYear: [{ year: '2026', members: 12 }, …],  // paid memberships per year, newest first
 *   totalCollected: 120000,                          // paise, all captured payments ever
 *   totalCollectedThisYear: 120000,                  // paise, captured payments of this membership year
 *   paidByDistrict: [{ district: 'Agra', members: 3 }, …] // paid members this year, most first
 * }
 */
export async function membershipStats(payload: Payload) {
  const db = drizzleOf(payload)
  const year = membershipYear()
  const counts = await rows(
    db,
    sql`SELECT status::text AS status, count(*)::int AS n FROM memberships WHERE membership_year = ${year} GROUP BY status`,
  )
  const statusCounts: Record<string, number> = { paid: 0, pending: 0, unpaid: 0, revoked: 0 }
  for (const r of counts) statusCounts[String(r.status)] = Number(r.n)
  const [withoutRecord] = await rows(
    db,
    sql`SELECT count(*)::int AS n FROM users u WHERE u.role = 'member'
      AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.membership_year = ${year})`,
  )
  statusCounts.unpaid += Number(withoutRecord?.n ?? 0)
  const byYear = await rows(
    db,
    sql`SELECT membership_year AS year, count(*)::int AS n FROM memberships WHERE status = 'paid' GROUP BY membership_year ORDER BY membership_year DESC`,
  )
  const [totals] = await rows(
    db,
    sql`SELECT coalesce(sum(amount), 0)::bigint AS total, coalesce(sum(amount) FILTER (WHERE membership_year = ${year}), 0)::bigint AS this_year
      FROM payments WHERE status = 'captured'`,
  )
  const byDistrict = await rows(
    db,
    sql`SELECT coalesce(u.district::text, '') AS district, count(*)::int AS n FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE m.membership_year = ${year} AND m.status = 'paid' GROUP BY 1 ORDER BY 2 DESC, 1`,
  )
  return {
    year,
    statusCounts,
    paidByYear: byYear.map((r) => ({ year: String(r.year), members: Number(r.n) })),
    totalCollected: Number(totals?.total ?? 0),
    totalCollectedThisYear: Number(totals?.this_year ?? 0),
    paidByDistrict: byDistrict.map((r) => ({ district: String(r.district), members: Number(r.n) })),
  }
}
