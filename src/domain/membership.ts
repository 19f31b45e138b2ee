/** Membership status values and the calendar-year rule (spec §4, §9). */
export const MEMBERSHIP_STATUSES = ['paid', 'pending', 'unpaid', 'revoked'] as const
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number]

export const MEMBERSHIP_TIME_ZONE = 'Asia/Kolkata'

/** The membership year: the present calendar year in India, as a string. */
export function membershipYear(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: MEMBERSHIP_TIME_ZONE, year: 'numeric' }).format(now)
}
