import { defineMessages, type Message } from '../../../platform/i18n/messages'

/**
 * The period of the grievance desk's figures: calendar days in India
 * (UTC+5:30, no daylight saving), both ends included. A case counts in the
 * period it was FILED in, whatever happened to it later.
 */

export const REPORT_MESSAGES = defineMessages('grievances.report', {
  badFrom: { en: 'Please give the start date as YYYY-MM-DD.', hi: 'कृपया आरंभ की तारीख़ YYYY-MM-DD के रूप में दें।' },
  badTo: { en: 'Please give the end date as YYYY-MM-DD.', hi: 'कृपया अंतिम तारीख़ YYYY-MM-DD के रूप में दें।' },
  fromAfterTo: { en: 'The start date must not be after the end date.', hi: 'आरंभ की तारीख़ अंतिम तारीख़ के बाद की नहीं हो सकती।' },
  tooLong: { en: 'The period can be at most 366 days.', hi: 'अवधि अधिकतम 366 दिनों की हो सकती है।' },
  badMonth: { en: 'Please give the month as YYYY-MM.', hi: 'कृपया महीना YYYY-MM के रूप में दें।' },
})

/** The longest period one request may ask for (a leap year). */
export const MAX_REPORT_DAYS = 366

/** Districts with fewer cases than this are merged into 'Other' on the public page, so no case can be singled out. */
export const PUBLIC_MIN_DISTRICT_CASES = 5

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

export type ReportPeriod = { from: string; to: string; start: Date; end: Date }

/** A period that cannot be read: `said` is the message to answer with (its English is the error's message). */
export class PeriodError extends Error {
  constructor(readonly said: Message) {
    super(said.en)
  }
}

/** A real calendar day 'YYYY-MM-DD' as the UTC instant of its midnight in India, or null. */
function indiaMidnight(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  const utc = new Date(`${day}T00:00:00.000Z`)
  if (Number.isNaN(utc.getTime()) || utc.toISOString().slice(0, 10) !== day) return null
  return new Date(utc.getTime() - IST_OFFSET_MS)
}

/** The calendar day in India of an instant, 'YYYY-MM-DD'. */
export const indiaDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)

/** [from, to] in India's days → the instants [start, end) to compare filing times with. Throws PeriodError with the message to show. */
export function periodOf(from: string, to: string): ReportPeriod {
  const start = indiaMidnight(from)
  if (!start) throw new PeriodError(REPORT_MESSAGES.badFrom)
  const last = indiaMidnight(to)
  if (!last) throw new PeriodError(REPORT_MESSAGES.badTo)
  if (start > last) throw new PeriodError(REPORT_MESSAGES.fromAfterTo)
  const days = Math.round((last.getTime() - start.getTime()) / DAY_MS) + 1
  if (days > MAX_REPORT_DAYS) throw new PeriodError(REPORT_MESSAGES.tooLong)
  return { from, to, start, end: new Date(last.getTime() + DAY_MS) }
}

/** 'YYYY-MM' of a real month, or null. */
export const isMonth = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value)

/** The month before the one `today` falls in (India's calendar): the last full month. */
export function lastMonth(today: Date): string {
  const [y, m] = indiaDay(today).split('-').map(Number)
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`
}

/** A month 'YYYY-MM' as its first and last day. */
export function monthPeriod(month: string): ReportPeriod {
  const [y, m] = month.split('-').map(Number)
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return periodOf(`${month}-01`, `${month}-${String(lastDay).padStart(2, '0')}`)
}

/**
 * The period a request asks for: both dates, or neither (then the last calendar
 * month). One date alone is a mistake, answered like a malformed one.
 */
export function requestedPeriod(from: string | null, to: string | null, today: Date): ReportPeriod {
  if (from === null && to === null) return monthPeriod(lastMonth(today))
  if (from === null) throw new PeriodError(REPORT_MESSAGES.badFrom)
  if (to === null) throw new PeriodError(REPORT_MESSAGES.badTo)
  return periodOf(from, to)
}

/** The month `today` falls in (India's calendar), 'YYYY-MM'. */
export const currentMonth = (today: Date) => indiaDay(today).slice(0, 7)

/**
 * The month a page shows: ?month=YYYY-MM when valid, else the month under way
 * (the office opens the report to see this month's cases; the last full month
 * showed 'No cases were filed' for most of a month). The API's default period
 * (requestedPeriod) stays the last full month.
 */
export const shownMonth = (month: unknown, today: Date) => (isMonth(month) ? month : currentMonth(today))
