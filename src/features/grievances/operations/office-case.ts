import type { Payload, Where } from 'payload'

import type { Locale } from '../../../platform/i18n/locales'
import { now } from '../../../platform/clock'
import type { Grievance, User } from '../../../payload-types'
import {
  presentOfficeCase,
  presentOfficeGrievance,
  presentTimelineEntry,
  type OfficeAssignee,
  type OfficeCase,
  type OfficeGrievance,
  type TimelineEntry,
} from '../presenters/office'
import type { OfficeScope } from '@/platform/http/office'
import { caseInScope, personMaySee, withCaseScope } from './scope'

/**
 * The office's reads of cases: the /admin/grievances list
 * (optionally only the overdue ones) and one case with its whole timeline and
 * the people it may be assigned to. Scope always through scope.ts, so a
 * coordinator never learns of a sensitive case.
 */

/** Only the member's contact details, the category's name and key, the assignee's name, the files' facts. */
export const OFFICE_POPULATE = {
  users: { name: true, email: true, phone: true },
  'grievance-categories': { key: true, name: true },
  'grievance-attachments': { filename: true, mimeType: true, filesize: true },
} as const

/** Not resolved and past the date the answer was due (the same rule as isOverdue, as a query). */
export const overdueWhere = (at: Date): Where => ({
  and: [{ status: { not_equals: 'resolved' } }, { dueAt: { less_than: at.toISOString() } }],
})

/** GET /api/admin/grievances[?overdue=1]: newest first. */
export async function listOfficeGrievances(
  payload: Payload,
  office: OfficeScope,
  { overdue = false, locale }: { overdue?: boolean; locale: Locale },
): Promise<OfficeGrievance[]> {
  const at = now()
  const { docs } = await payload.find({
    collection: 'grievances',
    where: withCaseScope(office, overdue ? overdueWhere(at) : undefined),
    sort: ['-createdAt', '-id'],
    pagination: false,
    depth: 1,
    locale,
    populate: OFFICE_POPULATE,
    overrideAccess: true,
  })
  return docs.map((doc) => presentOfficeGrievance(doc, at))
}

/**
 * Who may answer this case: every admin, and the coordinators of its district
 * unless it is sensitive (then admins only, so a coordinator is never named on it):
 * the people the query finds, kept only where scope.ts says they may see the case.
 */
export async function assigneesOf(payload: Payload, grievance: Pick<Grievance, 'district' | 'sensitive'>): Promise<OfficeAssignee[]> {
  const coordinators: Where[] =
    !grievance.sensitive && grievance.district
      ? [{ and: [{ role: { equals: 'coordinator' } }, { districts: { in: [grievance.district] } }] }]
      : []
  const { docs } = await payload.find({
    collection: 'users',
    where: { or: [{ role: { equals: 'admin' } }, ...coordinators] },
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { name: true, role: true, districts: true },
  })
  return (docs as Pick<User, 'id' | 'name' | 'role' | 'districts'>[])
    .filter((u) => personMaySee(u, grievance))
    .map((u) => ({ id: u.id, name: u.name, role: u.role === 'admin' ? 'admin' : 'coordinator' }))
}

export type OfficeCaseView = { grievance: OfficeCase; timeline: TimelineEntry[]; assignees: OfficeAssignee[] }

/** GET /api/admin/grievances/{id}: 404 missing (or sensitive, for a coordinator), 403 another district's. */
export async function officeCase(
  payload: Payload,
  office: OfficeScope,
  rawId: string | undefined,
  locale: Locale,
): Promise<OfficeCaseView> {
  const { id } = await caseInScope(payload, office, rawId)
  const [doc, events] = await Promise.all([
    payload.findByID({ collection: 'grievances', id, depth: 1, locale, populate: OFFICE_POPULATE, overrideAccess: true }),
    payload.find({
      collection: 'grievance-events',
      where: { grievance: { equals: id } },
      sort: ['createdAt', 'id'],
      pagination: false,
      depth: 1,
      populate: { users: { name: true } },
      overrideAccess: true,
    }),
  ])
  return {
    grievance: presentOfficeCase(doc, now()),
    timeline: events.docs.map(presentTimelineEntry),
    assignees: await assigneesOf(payload, doc),
  }
}
