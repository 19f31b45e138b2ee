import { isOverdue } from '@/features/grievances/rules/grievances'
import type { Grievance, GrievanceAttachment, GrievanceCategory, GrievanceEvent, User } from '@/payload-types'

/** The grievance card of the spec's admin pages (spec §3). */
export type AdminGrievance = {
  id: number
  userName: string | null
  userEmail: string | null
  userPhone: string | null
  subject: string
  description: string
  status: Grievance['status']
  createdAt: string
}

/** `doc.user` populated (depth 1); an id or null means the member is gone, so the contact details are null. */
export function presentGrievance(doc: Grievance): AdminGrievance {
  const user = doc.user && typeof doc.user === 'object' ? doc.user : null
  return {
    id: doc.id,
    userName: user?.name ?? null,
    userEmail: user?.email ?? null,
    userPhone: user?.phone ?? null,
    subject: doc.subject,
    description: doc.description,
    status: doc.status,
    createdAt: doc.createdAt,
  }
}

/**
 * How cases leave the server to the office: the spec's
 * grievance card fields (presentGrievance, unchanged) plus the case's facts,
 * and for one case its files, rating and whole timeline, internal notes
 * included (the office's own view; the member's presenter never has them).
 */

type Named = { id: number; name: string }

export type OfficeGrievance = AdminGrievance & {
  caseNumber: string | null
  category: { key: string; name: string } | null
  district: string | null
  level: 'district' | 'state'
  dueAt: string | null
  overdue: boolean
  assignee: Named | null
  sensitive: boolean
}

export type OfficeAttachment = { id: number; filename: string; mimeType: string | null; size: number | null }

export type OfficeCase = OfficeGrievance & {
  attachments: OfficeAttachment[]
  rating: number | null
  ratingComment: string | null
  reopenCount: number
}

export type TimelineEntry = {
  id: number
  kind: GrievanceEvent['kind']
  internal: boolean
  actor: Named | null
  text: string | null
  from: string | null
  to: string | null
  createdAt: string
}

export type OfficeAssignee = Named & { role: 'admin' | 'coordinator' }

const populated = <T extends object>(value: number | T | null | undefined): T | null => (value && typeof value === 'object' ? value : null)

/** `doc` at depth 1 (member, category and assignee populated); `at` is the app clock's now. */
export function presentOfficeGrievance(doc: Grievance, at: Date): OfficeGrievance {
  const category = populated<GrievanceCategory>(doc.category)
  const assignee = populated<User>(doc.assignee)
  return {
    ...presentGrievance(doc),
    caseNumber: doc.caseNumber ?? null,
    category: category ? { key: category.key, name: category.name ?? category.key } : null,
    district: doc.district ?? null,
    level: doc.level ?? 'district',
    dueAt: doc.dueAt ?? null,
    overdue: isOverdue(doc, at),
    assignee: assignee ? { id: assignee.id, name: assignee.name } : null,
    sensitive: Boolean(doc.sensitive),
  }
}

export function presentOfficeCase(doc: Grievance, at: Date): OfficeCase {
  const files = (doc.attachments ?? []).map((a) => populated<GrievanceAttachment>(a)).filter((a): a is GrievanceAttachment => a !== null)
  return {
    ...presentOfficeGrievance(doc, at),
    attachments: files.map((a) => ({ id: a.id, filename: a.filename ?? '', mimeType: a.mimeType ?? null, size: a.filesize ?? null })),
    rating: doc.rating ?? null,
    ratingComment: doc.ratingComment ?? null,
    reopenCount: doc.reopenCount ?? 0,
  }
}

/** `event.actor` populated with the name only. */
export function presentTimelineEntry(event: GrievanceEvent): TimelineEntry {
  const actor = populated<User>(event.actor)
  return {
    id: event.id,
    kind: event.kind,
    internal: Boolean(event.internal),
    actor: actor ? { id: actor.id, name: actor.name } : null,
    text: event.text ?? null,
    from: event.from ?? null,
    to: event.to ?? null,
    createdAt: event.createdAt,
  }
}
