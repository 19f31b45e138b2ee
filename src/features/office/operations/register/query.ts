import type { Payload } from 'payload'

import { indiaDay, membershipYear } from '@/features/membership/client'
import type { RegisterQuery, RegisterSort } from '../../rules/register'
import type { RegisterStatus } from '@/features/renewals/client'
import { getRenewalSettings } from '@/features/renewals'
import { sql } from '../../../../platform/db/sql'
import type { OfficeScope } from '../../../../platform/http/office'

/**
 * The register in SQL: the members (role member or coordinator) the
 * caller may see, each with the chosen year's membership and the register
 * status of src/features/renewals/rules/renewal.ts (registerStatus), computed in the query so
 * that status can filter and the page and its count stay one query each.
 * The list (list.ts) and the CSV export (export-register.ts) share it.
 */

export type RegisterFilters = Omit<RegisterQuery, 'page' | 'limit' | 'sort'>

/** What the status rule needs that is not in the row: the year, and whether its grace date has passed. */
export type RegisterContext = { year: string; lapsed: boolean }

export async function registerContext(payload: Payload, year = membershipYear()): Promise<RegisterContext> {
  const { graceDate } = await getRenewalSettings(payload)
  // registerStatus: a member unpaid this year who paid last year is lapsed after the grace date of `year`.
  return { year, lapsed: indiaDay() > `${year}-${graceDate}` }
}

/** LIKE's own characters taken literally: a search for "50%" finds "50%", not everything. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function scopeCondition(office: OfficeScope) {
  if (office.districts === 'all') return sql`true`
  if (!office.districts.length) return sql`false`
  return sql`u.district::text IN (${sql.join(
    office.districts.map((d) => sql`${d}`),
    sql`, `,
  )})`
}

function searchCondition(q: string | undefined) {
  if (!q) return sql`true`
  const p = likePattern(q)
  // Each side matches a trigram index of the migration (lower(…) gin_trgm_ops).
  return sql`(lower(u.name) LIKE ${p} OR lower(u.email) LIKE ${p} OR lower(coalesce(u.phone, '')) LIKE ${p}
    OR lower(coalesce(u.ehrms, '')) LIKE ${p}
    OR EXISTS (SELECT 1 FROM memberships x WHERE x.user_id = u.id AND lower(coalesce(x.membership_id, '')) LIKE ${p}))`
}

/** The members (u) in the caller's scope that match the filters other than status. */
function memberConditions(office: OfficeScope, f: RegisterFilters) {
  return sql`u.role IN ('member', 'coordinator') AND ${scopeCondition(office)}
    ${f.district ? sql`AND u.district::text = ${f.district}` : sql``}
    ${f.block ? sql`AND lower(u.block) = ${f.block.toLowerCase()}` : sql``}
    AND ${searchCondition(f.q)}`
}

/**
 * One row per member in scope matching the filters, with `status`; `extra` narrows further
 * (the export's keyset). Wrapped so the status, computed per row, can be filtered on.
 */
export function registerRows(office: OfficeScope, f: RegisterFilters, ctx: RegisterContext, extra = sql`true`) {
  const lastYear = String(Number(ctx.year) - 1)
  const paidLastYear: RegisterStatus = ctx.lapsed ? 'lapsed' : 'due-for-renewal'
  const inner = sql`
    SELECT u.id, u.name, u.email, u.phone, u.ehrms, u.district::text AS district, u.block, u.ayushman, u.created_at,
      m.membership_id, ${ctx.year}::text AS membership_year,
      CASE WHEN m.status IS NOT NULL AND m.status <> 'unpaid' THEN m.status::text
           WHEN l.id IS NOT NULL THEN ${paidLastYear}::text
           ELSE 'unpaid' END AS status
    FROM users u
    LEFT JOIN memberships m ON m.user_id = u.id AND m.membership_year = ${ctx.year}
    LEFT JOIN memberships l ON l.user_id = u.id AND l.membership_year = ${lastYear} AND l.status = 'paid'
    WHERE ${memberConditions(office, f)} AND ${extra}`
  return sql`SELECT * FROM (${inner}) r ${f.status ? sql`WHERE r.status = ${f.status}` : sql``}`
}

/**
 * The count of registerRows without the status: when no status is asked for, the
 * memberships need not be joined at all (the count of a first page is most of its cost).
 */
export function registerCount(office: OfficeScope, f: RegisterFilters, ctx: RegisterContext) {
  if (f.status) return sql`SELECT count(*)::int AS total FROM (${registerRows(office, f, ctx)}) c`
  return sql`SELECT count(*)::int AS total FROM users u WHERE ${memberConditions(office, f)}`
}

const ORDER: Record<RegisterSort, string> = {
  name: 'lower(r.name) ASC, r.id ASC',
  '-name': 'lower(r.name) DESC, r.id DESC',
  district: 'r.district ASC NULLS LAST, lower(r.name) ASC, r.id ASC',
  '-district': 'r.district DESC NULLS LAST, lower(r.name) ASC, r.id ASC',
  membershipId: 'r.membership_id ASC NULLS LAST, r.id ASC',
  '-membershipId': 'r.membership_id DESC NULLS LAST, r.id DESC',
  createdAt: 'r.created_at ASC, r.id ASC',
  '-createdAt': 'r.created_at DESC, r.id DESC',
}

/** ORDER BY of a sort (a fixed list: never text from the request). */
export const orderBy = (sort: RegisterSort) => sql.raw(ORDER[sort])
