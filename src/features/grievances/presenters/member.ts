import {
  addDays,
  canRate,
  canReopen,
  isOverdue,
  type GrievanceEventKind,
  type GrievanceLevel,
  type GrievanceTimes,
} from '../rules/grievances'
import type { WorkflowStatus } from '@/features/office/schemas'
import type { Grievance, GrievanceAttachment, GrievanceCategory, GrievanceEvent } from '../../../payload-types'

/**
 * A case as its member sees it. The member never learns who in the
 * office did something: an entry is by "member" (themselves), "office" (a
 * coordinator or an admin) or "system" (the escalation job), so staff names and
 * ids never leave the office. Dates are ISO strings; the pages format them.
 */

export type CaseCategory = { key: string; name: string } | null
export type TimelineBy = 'member' | 'office' | 'system'
export type TimelineEntry = {
  kind: GrievanceEventKind
  at: string
  text: string | null
  from: string | null
  to: string | null
  by: TimelineBy
}
export type CaseAttachment = { id: number; filename: string; mimeType: string; size: number }

export type MemberCaseSummary = {
  caseNumber: string
  subject: string
  category: CaseCategory
  status: WorkflowStatus
  level: GrievanceLevel
  filedAt: string
  dueAt: string | null
  overdue: boolean
  resolvedAt: string | null
  rating: number | null
}

export type MemberCase = Omit<MemberCaseSummary, 'rating'> & {
  description: string
  canRate: boolean
  canReopen: boolean
  reopenUntil: string | null
  rating: number | null
  ratingComment: string | null
  attachments: CaseAttachment[]
  timeline: TimelineEntry[]
}

const category = (c: GrievanceCategory | null): CaseCategory => (c ? { key: c.key, name: c.name ?? c.key } : null)
const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'number' ? value : value.id

export function presentMemberCaseSummary(g: Grievance, c: GrievanceCategory | null, at: Date): MemberCaseSummary {
  return {
    caseNumber: g.caseNumber ?? '',
    subject: g.subject,
    category: category(c),
    status: g.status,
    level: g.level ?? 'district',
    filedAt: g.createdAt,
    dueAt: g.dueAt ?? null,
    overdue: isOverdue(g, at),
    resolvedAt: g.resolvedAt ?? null,
    rating: g.rating ?? null,
  }
}

export function presentTimelineEntry(e: GrievanceEvent, memberId: number | null): TimelineEntry {
  const actor = idOf(e.actor)
  return {
    kind: e.kind,
    at: e.createdAt,
    text: e.text ?? null,
    from: e.from ?? null,
    to: e.to ?? null,
    by: actor === null ? 'system' : actor === memberId ? 'member' : 'office',
  }
}

const presentAttachment = (a: GrievanceAttachment): CaseAttachment => ({
  id: a.id,
  filename: a.filename ?? '',
  mimeType: a.mimeType ?? '',
  size: a.filesize ?? 0,
})

type CaseParts = {
  category: GrievanceCategory | null
  attachments: GrievanceAttachment[]
  events: GrievanceEvent[]
  settings: Pick<GrievanceTimes, 'reopenDays'>
  at: Date
}

export function presentMemberCase(g: Grievance, { category: c, attachments, events, settings, at }: CaseParts): MemberCase {
  const resolved = g.status === 'resolved' && g.resolvedAt
  return {
    ...presentMemberCaseSummary(g, c, at),
    description: g.description,
    canRate: canRate(g),
    canReopen: canReopen(g, at, settings),
    reopenUntil: resolved ? addDays(new Date(g.resolvedAt as string), settings.reopenDays).toISOString() : null,
    ratingComment: g.ratingComment ?? null,
    attachments: attachments.map(presentAttachment),
    timeline: events.map((e) => presentTimelineEntry(e, idOf(g.user))),
  }
}
