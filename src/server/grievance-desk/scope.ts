import type { Payload, Where } from 'payload'

import { GRIEVANCE_MESSAGES } from '../../domain/grievances'
import type { Grievance } from '../../payload-types'
import { districtFilter, districtSql, inScope, type OfficeScope } from '../admin/office'
import { sql } from '../db'
import { HttpError, idParam } from '../http'

/**
 * Which cases someone in the office may see (issue 15): admins every case; a
 * district coordinator the cases filed in their districts, except the sensitive
 * ones (workplace safety or harassment), which only admins ever see — in lists,
 * counts, files and mail. The district is the case's own (the member's when
 * filed). Every office handler, page count and job that reads cases asks here.
 */

export const SCOPE_MESSAGES = { otherDistrict: 'This grievance is not in your districts.' } as const

/** A Payload `where` for the caller's cases (undefined for admins: no filter). */
export function caseScope(office: OfficeScope): Where | undefined {
  const districts = districtFilter(office, 'district')
  if (!districts) return undefined
  return { and: [districts, { sensitive: { not_equals: true } }] }
}

/** The same rule for raw SQL over `grievances` aliased as `alias`. */
export function caseScopeSql(office: OfficeScope, alias = 'g') {
  if (office.districts === 'all') return sql`true`
  return sql`(${districtSql(office, `${alias}.district`)} AND ${sql.raw(alias)}.sensitive IS NOT TRUE)`
}

/** Whether the caller may see this case (the same rule for one case). */
export const caseVisibleTo = (office: OfficeScope, grievance: Pick<Grievance, 'district' | 'sensitive'>): boolean =>
  office.districts === 'all' || (!grievance.sensitive && inScope(office, grievance.district))

/**
 * The case of route id `rawId` if the caller may work on it: 404 when there is no
 * such case, and also for a sensitive case asked for by a coordinator (its very
 * existence is not theirs to know); 403 for a case of another district.
 */
export async function caseInScope(payload: Payload, office: OfficeScope, rawId: string | number | undefined): Promise<Grievance> {
  const id = typeof rawId === 'number' ? rawId : idParam(rawId, GRIEVANCE_MESSAGES.notFound)
  const grievance = await payload.findByID({ collection: 'grievances', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!grievance) throw new HttpError(404, GRIEVANCE_MESSAGES.notFound)
  if (office.districts !== 'all' && grievance.sensitive) throw new HttpError(404, GRIEVANCE_MESSAGES.notFound)
  if (!caseVisibleTo(office, grievance)) throw new HttpError(403, SCOPE_MESSAGES.otherDistrict)
  return grievance
}
