/** Membership status values and the calendar-year rule (spec §4, §9). */
export const MEMBERSHIP_STATUSES = ['paid', 'pending', 'unpaid', 'revoked'] as const
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number]

export const MEMBERSHIP_TIME_ZONE = 'Asia/Kolkata'

// Made at first use, not at import: this module is in every page's scripts (the header's badge), and the
// first formatter with a time zone loads ICU's zone data, one of the longest tasks of hydration on a phone.
let isoDay: Intl.DateTimeFormat | undefined
let yearInIndia: Intl.DateTimeFormat | undefined

/** YYYY-MM-DD of `now` as a calendar in India shows it. */
export const indiaDay = (now: Date = new Date()): string =>
  (isoDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: MEMBERSHIP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })).format(now)

/** The membership year: the present calendar year in India, as a string. */
export function membershipYear(now: Date = new Date()): string {
  return (yearInIndia ??= new Intl.DateTimeFormat('en-IN', { timeZone: MEMBERSHIP_TIME_ZONE, year: 'numeric' })).format(now)
}

/** A membership row as the rules below need it (Payload's document or a test's object). */
export type MembershipRecord = {
  id: number | string
  membershipYear: string
  status: MembershipStatus
  amount: number
  startDate?: string | null
  endDate?: string | null
  paymentId?: string | null
  membershipId?: string | null
  revokedAt?: string | null
  revokedReason?: string | null
}

export const PAYMENT_METHOD = 'razorpay'

/**
 * GET /api/membership/current-year-status (spec §4): the record of `year`, or,
 * with none, an unpaid status with the configured fee.
 */
export function currentYearStatus(record: MembershipRecord | undefined, year: string, feePaise: number) {
  if (!record) return { status: 'unpaid' as const, amount: feePaise, membershipYear: year, paymentMethod: PAYMENT_METHOD }
  return {
    id: record.id,
    status: record.status,
    amount: record.amount,
    startDate: record.startDate ?? null,
    endDate: record.endDate ?? null,
    paymentId: record.paymentId ?? null,
    membershipYear: record.membershipYear,
    // Beyond spec §3's list: the certificate and /payment-status show it.
    membershipId: record.membershipId ?? null,
    revokedAt: record.revokedAt ?? null,
    revokedReason: record.revokedReason ?? null,
  }
}

/** GET /api/membership/history: every year's record, newest year first. */
export function membershipHistory(records: readonly MembershipRecord[]) {
  return [...records]
    .sort((a, b) => b.membershipYear.localeCompare(a.membershipYear))
    .map((r) => ({
      membershipYear: r.membershipYear,
      status: r.status,
      amount: r.amount,
      startDate: r.startDate ?? null,
      endDate: r.endDate ?? null,
      membershipId: r.membershipId ?? null,
    }))
}
