import { MEMBERSHIP_TIME_ZONE } from '@/domain/membership'
import type { WorkflowStatus } from '@/domain/workflow'

/**
 * Plain rules of the admin pages, free of React so they are unit-tested: the
 * labels of the grievance and contact statuses (spec §4; the list itself is in
 * domain/workflow.ts), the 150-character cut (§9) and date-times in India's
 * time zone (plain dates use formatDate of components/media/format.ts).
 */

export const WORK_STATUS_LABELS: Record<WorkflowStatus, string> = { pending: 'Pending', 'in-progress': 'In Progress', resolved: 'Resolved' }


/** Spec §9: descriptions and messages are cut at 150 characters. */
export const TRUNCATE_AT = 150

/**
 * The first `limit` characters and whether anything was cut. Counts code points,
 * not UTF-16 units, so a cut never splits a character in two (Hindi conjuncts may
 * still break between code points, which reads fine with the ellipsis).
 */
export function truncate(text: string, limit = TRUNCATE_AT): { text: string; cut: boolean } {
  const chars = Array.from(text)
  if (chars.length <= limit) return { text, cut: false }
  return { text: `${chars.slice(0, limit).join('').trimEnd()}…`, cut: true }
}

const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: MEMBERSHIP_TIME_ZONE,
})

const parse = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null
  return date && !Number.isNaN(date.getTime()) ? date : null
}

/** '21 Nov 2026, 4:05 pm' in India's time zone. */
export const formatDayTime = (iso: string | null | undefined) => {
  const date = parse(iso)
  return date ? DATE_TIME.format(date) : ''
}
