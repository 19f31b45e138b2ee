import type { Payload } from 'payload'

import { OFFICE_ROLES, roleOf } from '@/platform/access/roles'
import { requireUser, AUTH_MESSAGES } from './guards'
import { defineMessages } from '../i18n/messages'
import { HttpError, idParam } from './route'
import { coordinatorDistricts, inScope, type OfficeScope } from '../access/district-scope'

// The districts rule lives in district-scope.ts (free of the request); the office's handlers keep importing it from here.
export { coordinatorDistricts, districtFilter, districtSql, inScope, type OfficeScope } from '../access/district-scope'

/**
 * Who in the office is calling, and which members they may see.
 * Admins see every district; a coordinator only the districts an admin gave
 * them (none given: nobody). Every /api/admin handler that shows or changes a
 * member asks here, so the rule lives in one place:
 *   const office = await requireOffice(request)            // admins and coordinators
 *   const office = await requireOffice(request, ['admin']) // admins only
 *   const member = await memberInScope(payload, office, params.id)
 * List queries filter with `office.districts` (see districtFilter).
 */

export const OFFICE_MESSAGES = defineMessages('office.scope', {
  memberNotFound: { en: 'Member not found', hi: 'सदस्य नहीं मिला' },
  otherDistrict: { en: 'This member is not in your districts.', hi: 'यह सदस्य आपके ज़िलों में नहीं है।' },
})

/** Association members as the office counts them: a coordinator is a CHO too. Staff (admins, editors) are not. */
export const MEMBER_ROLES = ['member', 'coordinator'] as const
export const isMemberRole = (role: unknown) => (MEMBER_ROLES as readonly unknown[]).includes(role)

type OfficeRole = OfficeScope['role']

/** The signed-in admin or coordinator, or HttpError 401/403 as requireUser gives them. */
export async function requireOffice(request: Request, roles: readonly OfficeRole[] = OFFICE_ROLES): Promise<OfficeScope> {
  const user = await requireUser(request, roles)
  const role = roleOf(user) as OfficeRole
  return { user, role, districts: role === 'admin' ? 'all' : coordinatorDistricts(user) }
}

/**
 * The member of route id `rawId` if the caller may see them: 404 when there is no
 * such member (or the id is not one of ours), 403 when the member is in another
 * district. Staff accounts are not members and read as not found; a coordinator
 * is a CHO too, and so a member.
 */
export async function memberInScope(payload: Payload, office: OfficeScope, rawId: string | undefined) {
  const id = idParam(rawId, OFFICE_MESSAGES.memberNotFound)
  const member = await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!member || !isMemberRole(member.role)) throw new HttpError(404, OFFICE_MESSAGES.memberNotFound)
  if (!inScope(office, member.district)) throw new HttpError(403, OFFICE_MESSAGES.otherDistrict)
  return member
}

export { AUTH_MESSAGES }
