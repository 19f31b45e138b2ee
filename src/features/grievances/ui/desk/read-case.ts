import { isRecord, text } from '@/features/office/ui/read-body'

/**
 * The office's case as the desk's pages read it from GET /api/admin/grievances
 * and GET /api/admin/grievances/{id} (src/features/grievances/presenters/office.ts); an
 * unknown status or level is still shown as it comes.
 */

export type Named = { id: number; name: string }
export type CaseItem = {
  id: number
  userName: string | null
  userEmail: string | null
  userPhone: string | null
  subject: string
  description: string
  status: string
  createdAt: string
  caseNumber: string | null
  category: { key: string; name: string } | null
  district: string | null
  level: string
  dueAt: string | null
  overdue: boolean
  assignee: Named | null
  sensitive: boolean
}
export type CaseFile = { id: number; filename: string; mimeType: string | null; size: number | null }
export type CaseDetail = CaseItem & { attachments: CaseFile[]; rating: number | null; ratingComment: string | null; reopenCount: number }
export type Entry = {
  id: number
  kind: string
  internal: boolean
  actor: Named | null
  text: string | null
  from: string | null
  to: string | null
  createdAt: string
}
export type Assignee = Named & { role: string }
export type CaseView = { grievance: CaseDetail; timeline: Entry[]; assignees: Assignee[] }

const named = (v: unknown): Named | null => (isRecord(v) && typeof v.id === 'number' ? { id: v.id, name: text(v.name) ?? '' } : null)
const num = (v: unknown) => (typeof v === 'number' ? v : null)

export function readCaseItem(g: Record<string, unknown>): CaseItem {
  const category = isRecord(g.category) ? { key: text(g.category.key) ?? '', name: text(g.category.name) ?? '' } : null
  return {
    id: Number(g.id),
    userName: text(g.userName),
    userEmail: text(g.userEmail),
    userPhone: text(g.userPhone),
    subject: text(g.subject) ?? '',
    description: text(g.description) ?? '',
    status: text(g.status) ?? 'pending',
    createdAt: text(g.createdAt) ?? '',
    caseNumber: text(g.caseNumber),
    category,
    district: text(g.district),
    level: text(g.level) ?? 'district',
    dueAt: text(g.dueAt),
    overdue: g.overdue === true,
    assignee: named(g.assignee),
    sensitive: g.sensitive === true,
  }
}

export const readCaseList = (body: unknown): CaseItem[] | null => (Array.isArray(body) ? body.filter(isRecord).map(readCaseItem) : null)

export const readEntry = (e: Record<string, unknown>): Entry => ({
  id: Number(e.id),
  kind: text(e.kind) ?? '',
  internal: e.internal === true,
  actor: named(e.actor),
  text: text(e.text),
  from: text(e.from),
  to: text(e.to),
  createdAt: text(e.createdAt) ?? '',
})

export function readCaseView(body: unknown): CaseView | null {
  if (!isRecord(body) || !isRecord(body.grievance) || !Array.isArray(body.timeline) || !Array.isArray(body.assignees)) return null
  const g = body.grievance
  const files = Array.isArray(g.attachments) ? g.attachments.filter(isRecord) : []
  return {
    grievance: {
      ...readCaseItem(g),
      attachments: files.map((a) => ({
        id: Number(a.id),
        filename: text(a.filename) ?? '',
        mimeType: text(a.mimeType),
        size: num(a.size),
      })),
      rating: num(g.rating),
      ratingComment: text(g.ratingComment),
      reopenCount: num(g.reopenCount) ?? 0,
    },
    timeline: body.timeline.filter(isRecord).map(readEntry),
    assignees: body.assignees.filter(isRecord).map((a) => ({ ...(named(a) ?? { id: 0, name: '' }), role: text(a.role) ?? '' })),
  }
}
