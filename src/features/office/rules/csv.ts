import { indiaDay } from '@/features/membership/client'

/**
 * CSV encoding (RFC 4180) that is safe to open in a spreadsheet.
 *
 * Spreadsheets run a cell that begins with `=`, `+`, `-` or `@` as a formula
 * (tab and carriage return can hide such a start), so a member named
 * `=HYPERLINK(…)` could make an admin's Excel fetch or run things. Such a cell
 * gets a leading `'`, which spreadsheets show as plain text (OWASP ASVS 1.2.10;
 * Ghost's member export had this bug: GHSA-xgwh-cgv9-783v).
 */

/** Excel reads a CSV as UTF-8 (Hindi names intact) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF'

/** Rows end with CRLF, as RFC 4180 says. */
export const CSV_EOL = '\r\n'

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/** One cell: null and undefined are empty; anything else is its text, defused and quoted when needed. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One row, ending with CRLF. */
export const csvRow = (values: readonly unknown[]): string => values.map(csvCell).join(',') + CSV_EOL

/** Spec §7: the member export is users_export_{YYYY-MM-DD}.csv, the day as the office in India sees it. */
export const exportFileName = (now: Date = new Date()) => `users_export_${indiaDay(now)}.csv`
/** The register's filtered list (GET /api/admin/members/export). */
export const registerFileName = (now: Date = new Date()) => `members_${indiaDay(now)}.csv`
