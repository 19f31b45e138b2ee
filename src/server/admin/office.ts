import type { Payload } from 'payload'

import { OFFICE_ROLES, roleOf } from '@/access/roles'
import { requireUser, AUTH_MESSAGES, type AuthUser } from '../auth'
import { HttpError, idParam } from '../http'

/**
 * Who in the office is calling, and which members they may see (issue 14).
 * Admins see every district; a coordinator only the districts an admin gave
 * them (none given: nobody). Every /api/admin handler that shows or changes a
 * member asks here, so the rule lives in one place:
 *   const office = await requireOffice(request)            // admins and coordinators
 *   const office = await requireOffice(request, ['admin']) // admins only
 *   const member = await memberInScope(payload, office, params.id)
 * List queries filter with `office.districts` (see districtFilter).
 */

export const OFFICE_MESSAGES = {
  memberNotFound: 'Member not found',
  otherDistrict: 'This member is not in your districts.',
} as const

export type OfficeScope = {
  user: AuthUser
  role: (typeof OFFICE_ROLES)[number]
  /** 'all' for admins; a coordinator's own districts otherwise. */
  districts: 'all' | readonly string[]
}

type OfficeRole = OfficeScope['role']

/** The signed-in admin or coordinator, or HttpError 401/403 as requireUser gives them. */
export async function requireOffice(request: Request, roles: readonly OfficeRole[] = OFFICE_ROLES): Promise<OfficeScope> {
  const user = await requireUser(request, roles)
  const role = roleOf(user) as OfficeRole
  return { user, role, districts: role === 'admin' ? 'all' : coordinatorDistricts(user) }
}

export const coordinatorDistricts = (user: { districts?: unknown }): string[] =>
  Array.isArray(user.districts) ? user.districts.filter((d): d is string => typeof d === 'string') : []

/** Whether a member of `district` is within the caller's districts. */
export const inScope = (office: OfficeScope, district: string | null | undefined): boolean =>
  office.districts === 'all' || (district != null && office.districts.includes(district))

/** A Payload `where` on a district field, or undefined for admins (no filter). Coordinators with no district match nothing. */
export function districtFilter(office: OfficeScope, field = 'district') {
  if (office.districts === 'all') return undefined
  return { [field]: { in: office.districts.length ? [...office.districts] : ['—none—'] } }
}

/**
 * The member of route id `rawId` if the caller may see them: 404 when there is no
 * such member (or the id is not one of ours), 403 when the member is in another
 * district. Staff accounts are not members and read as not found.
 */
export async function memberInScope(payload: Payload, office: OfficeScope, rawId: string | undefined) {
  const id = idParam(rawId, OFFICE_MESSAGES.memberNotFound)
  const member = await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
  // A coordinator is a CHO too: their own dues and file are a member's.
  if (!member || (member.role !== 'member' && member.role !== 'coordinator')) throw new HttpError(404, OFFICE_MESSAGES.memberNotFound)
  if (!inScope(office, member.district)) throw new HttpError(403, OFFICE_MESSAGES.otherDistrict)
  return member
}

export { AUTH_MESSAGES }
