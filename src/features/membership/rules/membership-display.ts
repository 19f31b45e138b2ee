import { MEMBERSHIP_TIME_ZONE, membershipYear } from './membership'

/**
 * How the member pages show a membership (spec §4, §9). Pure so the
 * rules are unit-tested; the pages only call these.
 */

export type StatusLabel = 'paid' | 'pending' | 'unpaid' | 'revoked' | 'Unknown'

/** The server's status lower-cased; anything not known reads 'Unknown'. */
export function statusLabel(status: unknown): StatusLabel {
  const value = typeof status === 'string' ? status.trim().toLowerCase() : ''
  return value === 'paid' || value === 'pending' || value === 'unpaid' || value === 'revoked' ? value : 'Unknown'
}

/** A date as a Date, as text (ISO or 'YYYY-MM-DD') or as {seconds}/{_seconds} (spec §3: the profile's dates). */
export function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null
  // Before the {seconds} branch: a Date is an object too, and read as one it had no date (the opt-in mail's 'On  you asked us').
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  if (typeof value === 'object') {
    const v = value as { seconds?: unknown; _seconds?: unknown }
    const seconds = typeof v._seconds === 'number' ? v._seconds : typeof v.seconds === 'number' ? v.seconds : NaN
    return Number.isFinite(seconds) ? new Date(seconds * 1000) : null
  }
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

// Made at first use and then reused (see indiaDay in domain/membership.ts).
let dayMonthYear: Intl.DateTimeFormat | undefined

/** DD-MM-YYYY in India's time zone, the site's date format; null when there is no date. */
export function displayDate(value: unknown): string | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').reverse().join('-')
  const date = toDate(value)
  if (!date) return null
  dayMonthYear ??= new Intl.DateTimeFormat('en-GB', { timeZone: MEMBERSHIP_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' })
  const parts = dayMonthYear.formatToParts(date)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')}-${part('month')}-${part('year')}`
}

/** Spec §4: the current year is paid only when the status is paid for the present year in India. */
export function isCurrentYearPaid(
  record: { status?: unknown; membershipYear?: unknown } | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!record) return false
  const year = typeof record.membershipYear === 'string' || typeof record.membershipYear === 'number' ? String(record.membershipYear) : null
  return statusLabel(record.status) === 'paid' && year === membershipYear(now)
}

/** Valid now for the public verify page: paid for the present year and not revoked. */
export function isValidNow(record: { status?: unknown; membershipYear?: unknown; revokedAt?: unknown }, now: Date = new Date()): boolean {
  return isCurrentYearPaid(record, now) && !record.revokedAt
}
