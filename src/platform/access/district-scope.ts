import type { OFFICE_ROLES } from './roles'
import type { AuthUser } from '../http/guards'
import { sql } from '../db/sql'

/**
 * Which districts someone in the office may see: the rule itself, free
 * of the request (office.ts reads the caller; this only says what their scope
 * covers). Kept apart so collection hooks can ask it too — through
 * src/features/grievances/operations/scope.ts, e.g. whom a new case is mailed to — without
 * importing the request's sign-in code (and with it Payload's config: a cycle).
 */

export type OfficeScope = {
  user: AuthUser
  role: (typeof OFFICE_ROLES)[number]
  /** 'all' for admins; a coordinator's own districts otherwise. */
  districts: 'all' | readonly string[]
}

export const coordinatorDistricts = (user: { districts?: unknown }): string[] =>
  Array.isArray(user.districts) ? user.districts.filter((d): d is string => typeof d === 'string') : []

/** Whether a member of `district` is within the caller's districts. */
export const inScope = (office: Pick<OfficeScope, 'districts'>, district: string | null | undefined): boolean =>
  office.districts === 'all' || (district != null && office.districts.includes(district))

/** A Payload `where` on a district field, or undefined for admins (no filter). Coordinators with no district match nothing. */
export function districtFilter(office: OfficeScope, field = 'district') {
  if (office.districts === 'all') return undefined
  // No district given: a condition no row meets (ids are positive); a made-up district name would not be a valid enum value.
  return office.districts.length ? { [field]: { in: [...office.districts] } } : { id: { equals: -1 } }
}

/**
 * The same rule for raw SQL: a condition on `column` (a district column) to AND into a WHERE.
 * Admins: always true; a coordinator: their districts (none given: nothing).
 */
export function districtSql(office: OfficeScope, column: string) {
  if (office.districts === 'all') return sql`true`
  if (!office.districts.length) return sql`false`
  // drizzle expands an array parameter into a parenthesised list: (p1, p2, …)
  return sql`${sql.raw(column)}::text IN ${[...office.districts]}`
}
