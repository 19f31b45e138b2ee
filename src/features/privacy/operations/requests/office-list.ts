import type { Payload, Where } from 'payload'

import { DATA_REQUEST_MESSAGES, daysLeft } from '../../rules/data-requests'
import { now } from '../../../../platform/clock'
import { HttpError } from '../../../../platform/http/route'

export type OfficeDataRequest = {
  id: number
  kind: string
  details: string | null
  member: { id: number; name: string; email: string } | null
  filedAt: string
  dueBy: string
  daysLeft: number
  overdue: boolean
  status: string
  decidedAt: string | null
  decisionNote: string | null
}

/** GET /api/admin/data-requests?status=pending|decided (admins): oldest due first, with days left and the overdue mark. */
export async function officeDataRequests(payload: Payload, filter: string | null): Promise<{ docs: OfficeDataRequest[] }> {
  if (filter && filter !== 'pending' && filter !== 'decided') throw new HttpError(400, DATA_REQUEST_MESSAGES.badFilter)
  const where: Where =
    filter === 'pending' ? { status: { equals: 'pending' } } : filter === 'decided' ? { status: { not_equals: 'pending' } } : {}
  const { docs } = await payload.find({
    collection: 'data-requests',
    where,
    sort: ['dueBy', 'id'],
    depth: 1,
    populate: { users: { name: true, email: true } },
    pagination: false,
    overrideAccess: true,
  })
  const at = now()
  return {
    docs: docs.map((d) => {
      const left = daysLeft(new Date(d.dueBy), at)
      const m = d.member && typeof d.member === 'object' ? d.member : null
      return {
        id: d.id,
        kind: d.kind,
        details: d.details ?? null,
        member: m ? { id: m.id, name: m.name, email: m.email } : null,
        filedAt: d.createdAt,
        dueBy: d.dueBy,
        daysLeft: left,
        overdue: d.status === 'pending' && left < 0,
        status: d.status,
        decidedAt: d.decidedAt ?? null,
        decisionNote: d.decisionNote ?? null,
      }
    }),
  }
}
