import { membershipYear } from '@/features/membership/client'

/**
 * Receipt numbers: RCPT-<year>-<sequence>, e.g. RCPT-2026-000042.
 * The year is the calendar year in India on which the receipt is issued (the
 * payment credited), not the membership year it pays: receipts are then
 * numbered in the order they were written, with no gaps, like a receipt book
 * the auditor reads page by page; arrears for 2025 paid in 2026 sit in the 2026
 * book. India's clock, not UTC: a payment at 00:30 on 1 January IST is 2027's.
 */

export const RECEIPT_PREFIX = 'RCPT'

/** The receipt year of something credited at `at`. */
export const receiptYear = (at: Date = new Date()): string => membershipYear(at)

export function formatReceiptNumber(year: string, sequence: number): string {
  if (!/^\d{4}$/.test(year) || !Number.isInteger(sequence) || sequence < 1) throw new Error('invalid receipt number parts')
  return `${RECEIPT_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`
}

/** The shape formatReceiptNumber writes (a busy year may outgrow six digits). Checked before any query. */
export const RECEIPT_NUMBER_PATTERN = /^RCPT-\d{4}-\d{6,9}$/

export const isReceiptNumber = (value: unknown): value is string => typeof value === 'string' && RECEIPT_NUMBER_PATTERN.test(value)

/** The sequence after the highest of `year`'s numbers (numbers of other years and other shapes are ignored). */
export function nextReceiptNumber(year: string, existing: readonly string[]): string {
  const mine = existing.filter((n) => isReceiptNumber(n) && n.startsWith(`${RECEIPT_PREFIX}-${year}-`))
  const highest = mine.reduce((max, n) => Math.max(max, Number(n.slice(RECEIPT_PREFIX.length + 6))), 0)
  return formatReceiptNumber(year, highest + 1)
}
