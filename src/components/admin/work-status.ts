import { MEMBERSHIP_TIME_ZONE } from '@/domain/membership'

/**
 * Plain rules of the admin pages, free of React so they are unit-tested:
 * the grievance and contact statuses (spec §4), the 150-character cut (§9),
 * dates read in India's time zone and the export's file name (§7).
 */

export const WORK_STATUSES = ['pending', 'in-progress', 'resolved'] as const
export type WorkStatus = (typeof WORK_STATUSES)[number]

export const WORK_STATUS_LABELS: Record<WorkStatus, string> = { pending: 'Pending', 'in-progress': 'In Progress', resolved: 'Resolved' }

export const isWorkStatus = (value: unknown): value is WorkStatus => typeof value === 'string' && (WORK_STATUSES as readonly string[]).includes(value)

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

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: MEMBERSHIP_TIME_ZONE })
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: MEMBERSHIP_TIME_ZONE,
})
const ISO_DAY = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: MEMBERSHIP_TIME_ZONE })

const parse = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null
  return date && !Number.isNaN(date.getTime()) ? date : null
}

/** '21 Nov 2026' in India's time zone; '' for a missing or bad date. */
export const formatDay = (iso: string | null | undefined) => {
  const date = parse(iso)
  return date ? DATE.format(date) : ''
}

/** '21 Nov 2026, 4:05 pm' in India's time zone. */
export const formatDayTime = (iso: string | null | undefined) => {
  const date = parse(iso)
  return date ? DATE_TIME.format(date) : ''
}

/** Spec §7: the export is saved as users_export_{YYYY-MM-DD}.csv, the day as the office in India sees it. */
export const exportFileName = (now: Date = new Date()) => `users_export_${ISO_DAY.format(now)}.csv`
