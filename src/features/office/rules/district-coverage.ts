import { z } from '../../../platform/validation/zod'
import { defineMessages } from '../../../platform/i18n/messages'

/**
 * /admin/districts: the query of GET /api/admin/districts?year= and
 * …/districts/monthly?year=, and the row shapes both the handler and the page use.
 * The first membership year is the association's first on this site; the last is
 * next year (the office plans January's renewals in December).
 */

export const COVERAGE_FIRST_YEAR = 2020

export const COVERAGE_MESSAGES = defineMessages('office.coverage', {
  year: {
    en: 'The year must be a membership year such as 2026 (2020 to next year).',
    hi: 'वर्ष एक सदस्यता वर्ष होना चाहिए, जैसे 2026 (2020 से अगले वर्ष तक)।',
  },
})

/** `?year=`: absent or empty → this membership year; anything but a whole year in range → 400. */
export const coverageQuery = (thisYear: string) =>
  z.object({
    year: z
      .string({ error: COVERAGE_MESSAGES.year.token })
      .optional()
      .transform((v) => (v === undefined || v === '' ? thisYear : v))
      .pipe(
        z
          .string()
          .regex(/^\d{4}$/, { error: COVERAGE_MESSAGES.year.token })
          .refine((v) => Number(v) >= COVERAGE_FIRST_YEAR && Number(v) <= Number(thisYear) + 1, { error: COVERAGE_MESSAGES.year.token }),
      ),
  })

/** One district's year: members now, their memberships of the year by status, money and open cases. */
export type DistrictRow = {
  district: string
  members: number
  paid: number
  pending: number
  unpaid: number
  revoked: number
  collectedPaise: number
  openGrievances: number
  /** Open cases past their due date. */
  overdueGrievances: number
}

/** One month of the calendar year: captured payments received in it (online and offline). */
export type MonthRow = { month: number; payments: number; collectedPaise: number }

/** Share paid, as a whole percentage (0 when a district has no members). */
export const percentPaid = (row: Pick<DistrictRow, 'members' | 'paid'>) => (row.members ? Math.round((row.paid / row.members) * 100) : 0)
