import type { Payload } from 'payload'

import { WORKFLOW_MESSAGES, type WorkflowStatus } from '@/features/office/rules/workflow'
import { log } from '@/platform/log'
import { now } from '@/platform/clock'
import { presentContactSubmission, type AdminContactSubmission } from '@/features/office/presenters/admin'
import { presentOfficeGrievance, OFFICE_POPULATE, caseInScope } from '@/features/grievances'
import type { ContactSubmission, Grievance } from '@/payload-types'
import { HttpError } from '../../../platform/http/route'
import type { AdminContext } from '@/features/content'
import type { OfficeScope } from '../../../platform/http/office'

/**
 * Grievances and contact messages as admins work through them: the lists, newest
 * first, and the status changes of PATCH …/{id}/status (pending → in-progress →
 * resolved, in any order; only these three values).
 */

export { WORKFLOW_MESSAGES }

/** How readJson reads a status body: a PATCH without any body is a missing status, not a wrong content type. */
export const STATUS_BODY = { notJson: WORKFLOW_MESSAGES.statusBody, absent: {} }

const newestFirst = ['-createdAt', '-id']

// GET /api/admin/grievances is the desk's list: src/features/grievances/operations/office-case.ts.

/** GET /api/admin/contact-submissions. */
export async function listContactSubmissions(payload: Payload): Promise<AdminContactSubmission[]> {
  const { docs } = await payload.find({
    collection: 'contact-submissions',
    sort: newestFirst,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map(presentContactSubmission)
}

const KINDS = {
  // The case as the office's list shows it (src/features/grievances/presenters/office.ts): the spec's fields and the case's.
  grievances: {
    notFound: WORKFLOW_MESSAGES.grievanceNotFound,
    depth: 1,
    present: (doc: unknown) => presentOfficeGrievance(doc as Grievance, now()),
  },
  'contact-submissions': {
    notFound: WORKFLOW_MESSAGES.contactNotFound,
    depth: 0,
    present: (doc: unknown) => presentContactSubmission(doc as ContactSubmission),
  },
} as const

/**
 * PATCH /api/admin/{grievances|contact-submissions}/{id}/status {status}: the
 * updated item, or 404 for an id that is not there.
 */
export async function changeStatus(
  { payload, userId, requestId }: AdminContext,
  collection: keyof typeof KINDS,
  id: number,
  status: WorkflowStatus,
  office: OfficeScope,
) {
  const kind = KINDS[collection]
  const before = await payload.findByID({ collection, id, depth: 0, disableErrors: true, overrideAccess: true })
  if (!before) throw new HttpError(404, kind.notFound)
  if (collection === 'grievances') await caseInScope(payload, office, id)
  const updated = await payload.update({
    collection,
    id,
    data: { status },
    depth: kind.depth,
    ...(collection === 'grievances' ? { populate: OFFICE_POPULATE } : {}),
    overrideAccess: true,
    // Who made the change, for the case's timeline (src/features/grievances/hooks/status.ts).
    context: { actorId: userId },
  })
  log.info({ requestId, userId, collection, id, from: before.status, to: status }, 'status changed')
  return kind.present(updated)
}
