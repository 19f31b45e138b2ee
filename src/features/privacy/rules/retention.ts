/**
 * How long the association keeps what it no longer needs (DPDP Act
 * §8(7): erase personal data once its purpose is served). Office staff set the
 * periods in the CMS (the retention-settings global); these are the defaults.
 *   contactMessagesDays     a contact-form message, counted from when it came in
 *   deliveredMailDays       the record of a mail that was sent or given up on (to
 *                           whom, subject, when; the body is removed at delivery),
 *                           and the development outbox's .eml files (whole bodies)
 *   closedDataRequestsDays  a decided correction or erasure request, from its decision
 */
export const RETENTION_KEYS = ['contactMessagesDays', 'deliveredMailDays', 'closedDataRequestsDays'] as const
export type RetentionKey = (typeof RETENTION_KEYS)[number]
export type RetentionPeriods = Record<RetentionKey, number>

export const DEFAULT_RETENTION: RetentionPeriods = {
  contactMessagesDays: 365,
  // Past a year, so the renewal reminders' "delivered" counts (read from these records) hold for the whole year.
  deliveredMailDays: 400,
  // Three years: the answer to a request is the association's proof that it met the 90-day duty.
  closedDataRequestsDays: 1095,
}

/** Bounds for each period: at least a week (so nothing vanishes before the office sees it), at most ten years. */
export const RETENTION_BOUNDS = { min: 7, max: 3650 } as const

const DAY_MS = 86_400_000

/** The moment before which a record kept `days` days is past its time. */
export function retentionCutoff(at: Date, days: number): Date {
  return new Date(at.getTime() - days * DAY_MS)
}

/** A stored period if it is a whole number within the bounds, else the default. */
export function periodOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= RETENTION_BOUNDS.min && value <= RETENTION_BOUNDS.max
    ? value
    : fallback
}
