import type { MembershipStatus } from '@/features/membership/client'

/**
 * The renewal cycle. The membership year is the calendar year in
 * India: on 1 January everyone starts the new year unpaid, and last year stays
 * in the history. A member unpaid this year who paid last year is "due for
 * renewal" until the grace date office staff set in the CMS (default 31 March),
 * and "lapsed" after it. The register filters by these statuses.
 */
export const REGISTER_STATUSES = ['paid', 'pending', 'unpaid', 'revoked', 'due-for-renewal', 'lapsed'] as const
export type RegisterStatus = (typeof REGISTER_STATUSES)[number]

export const DEFAULT_GRACE_DATE = '03-31'
/** Reminder steps as MM-DD of the membership year. */
export const DEFAULT_REMINDER_STEPS = ['01-01', '01-15', '03-01'] as const

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
export const isMonthDay = (value: unknown): value is string => typeof value === 'string' && MONTH_DAY.test(value)

/**
 * The register status of a member for `year`, given this year's membership
 * status (none = unpaid), whether last year was paid, and today as YYYY-MM-DD
 * in India (indiaDay()). Lapsing is reckoned within the membership year itself:
 * after `graceDate` (MM-DD) of `year`.
 */
export function registerStatus(
  thisYear: MembershipStatus | undefined,
  paidLastYear: boolean,
  year: string,
  today: string,
  graceDate: string = DEFAULT_GRACE_DATE,
): RegisterStatus {
  if (thisYear && thisYear !== 'unpaid') return thisYear
  if (!paidLastYear) return 'unpaid'
  return today > `${year}-${graceDate}` ? 'lapsed' : 'due-for-renewal'
}
