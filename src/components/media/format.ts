import { MEMBERSHIP_TIME_ZONE } from '@/domain/membership'

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: MEMBERSHIP_TIME_ZONE })

/**
 * '14 Nov 2026'. Dates are formatted on the server only and handed to client
 * components as text, so a browser with other ICU data cannot cause a hydration mismatch.
 * The office picks dates in India, so they are read in India's time zone.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date)
}

/** Paragraphs of a plain-text body: one per line break, blank lines dropped. */
export const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
