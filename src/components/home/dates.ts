import { MEMBERSHIP_TIME_ZONE } from '@/domain/membership'

/**
 * Dates as people in Uttar Pradesh read them, in India's time zone whatever
 * the server's, so a news item dated at midnight IST does not show the day before.
 */
const TZ = MEMBERSHIP_TIME_ZONE

const long = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TZ })
const parts = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TZ })

const valid = (iso: string) => !Number.isNaN(Date.parse(iso))

/** '1 December 2025' */
export const formatLongDate = (iso: string) => (valid(iso) ? long.format(new Date(iso)) : '')

/** Day, short month and year separately, for a calendar-style badge. */
export function dateParts(iso: string): { day: string; month: string; year: string } | null {
  if (!valid(iso)) return null
  const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]))
  return { day: p.day ?? '', month: p.month ?? '', year: p.year ?? '' }
}
