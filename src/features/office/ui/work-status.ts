import { formatDate } from '@/features/content/ui/media/format'
import { displayDate, MEMBERSHIP_TIME_ZONE } from '@/features/membership/client'
import type { WorkflowStatus } from '@/features/office/rules/workflow'
import type { Locale } from '@/platform/i18n/locales'
import { ADMIN_TEXT } from '@/features/office/texts/admin'

/**
 * Plain rules of the admin pages, free of React so they are unit-tested: the
 * labels of the grievance and contact statuses (spec §4; the list itself is in
 * domain/workflow.ts), the 150-character cut (§9) and date-times in India's
 * time zone (plain dates use formatDate of components/media/format.ts), in
 * English as the spec has them and in Hindi with DD-MM-YYYY dates.
 */

/** A stored status as the page's language names it; the API value stays English. */
export function workStatusLabel(status: WorkflowStatus, lang: Locale): string {
  const t = ADMIN_TEXT[lang].work
  return { pending: t.pending, 'in-progress': t.inProgress, resolved: t.resolved }[status]
}

export const WORK_STATUS_LABELS: Record<WorkflowStatus, string> = {
  pending: workStatusLabel('pending', 'en'),
  'in-progress': workStatusLabel('in-progress', 'en'),
  resolved: workStatusLabel('resolved', 'en'),
}

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

// Both made at first use, not at import (see indiaDay in domain/membership.ts).
let dateTime: Intl.DateTimeFormat | undefined
let time24: Intl.DateTimeFormat | undefined

const parse = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null
  return date && !Number.isNaN(date.getTime()) ? date : null
}

// Hindi pages: the day as DD-MM-YYYY and a 24-hour clock, so no English month or am/pm is left.
const timeOfDay = (date: Date) =>
  (time24 ??= new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: MEMBERSHIP_TIME_ZONE,
  })).format(date)
const dayAndTime = (date: Date) =>
  (dateTime ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: MEMBERSHIP_TIME_ZONE,
  })).format(date)

/** '21 Nov 2026, 4:05 pm' in India's time zone; in Hindi '21-11-2026, 16:05'. */
export const formatDayTime = (iso: string | null | undefined, lang: Locale = 'en') => {
  const date = parse(iso)
  if (!date) return ''
  return lang === 'hi' ? `${displayDate(date.toISOString())}, ${timeOfDay(date)}` : dayAndTime(date)
}

/** A plain date: '21 Nov 2026' (English, as the spec shows it), '21-11-2026' in Hindi. */
export const formatDay = (iso: string | null | undefined, lang: Locale = 'en') => {
  if (lang === 'en') return formatDate(iso)
  const date = parse(iso)
  return date ? (displayDate(date.toISOString()) ?? '') : ''
}
