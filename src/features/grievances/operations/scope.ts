import type { Payload, Where } from 'payload'

import { GRIEVANCE_MESSAGES } from '../rules/grievances'
import { defineMessages } from '../../../platform/i18n/messages'
import type { Grievance, User } from '../../../payload-types'
import { coordinatorDistricts, districtFilter, districtSql, type OfficeScope } from '../../../platform/access/district-scope'
import { sql } from '../../../platform/db/sql'
import { HttpError, idParam } from '../../../platform/http/route'

/**
 * Which cases someone in the office may see: admins every case; a
 * district coordinator the cases filed in their districts, except the sensitive
 * ones (workplace safety or harassment), which only admins ever see — in lists,
 * counts, files and mail. The district is the case's own (the member's when
 * filed). Every office handler, page count and job that reads cases asks here,
 * and so does every answer that carries a case, its subject or a count of cases:
 * the member file, the desk's list and case, the dashboard and district counts,
 * the report's figures, the office's mails and who may be assigned.
 * /cms-api is stricter still: only admins (and the member, their own) read cases
 * there (src/features/content/collections/content.ts, `adminsOrOwner`).
 */

export const SCOPE_MESSAGES = defineMessages('grievances.scope', {
  otherDistrict: { en: 'This grievance is not in your districts.', hi: 'यह शिकायत आपके ज़िलों की नहीं है।' },
})

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

/** `where` (undefined: every case) narrowed to the caller's cases: what every office query of cases asks for. */
export function withCaseScope(office: OfficeScope, where?: Where): Where | undefined {
  const scope = caseScope(office)
  if (!scope) return where
  return where ? { and: [where, scope] } : scope
}

type CaseFacts = Pick<Grievance, 'district' | 'sensitive'>

/** The rule itself, for one case: every district, or these districts and never a sensitive case. */
const visibleIn = (districts: OfficeScope['districts'], grievance: CaseFacts): boolean =>
  districts === 'all' || (!grievance.sensitive && grievance.district != null && districts.includes(grievance.district))

/** Whether the caller may see this case (the same rule for one case). */
export const caseVisibleTo = (office: OfficeScope, grievance: CaseFacts): boolean => visibleIn(office.districts, grievance)

/**
 * The same rule for someone other than the caller, by their stored role: whom the
 * office's mails about a case go to, who may be assigned it. Admins: every case;
 * a coordinator: their districts' cases that are not sensitive; anyone else: none.
 */
export function personMaySee(person: Pick<User, 'role' | 'districts'> | null | undefined, grievance: CaseFacts): boolean {
  if (person?.role === 'admin') return visibleIn('all', grievance)
  if (person?.role === 'coordinator') return visibleIn(coordinatorDistricts(person), grievance)
  return false
}

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
