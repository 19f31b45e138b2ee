import { MEMBERSHIP_TIME_ZONE } from '@/features/membership/client'
import type { Locale } from '@/platform/i18n/locales'

// Hindi month names with Western digits, as the glossary asks.
const LOCALE_TAG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' }
// Made at first use, not at import (see indiaDay in domain/membership.ts).
const DATE: Partial<Record<Locale, Intl.DateTimeFormat>> = {}
const dateFormat = (lang: Locale) =>
  (DATE[lang] ??= new Intl.DateTimeFormat(LOCALE_TAG[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: MEMBERSHIP_TIME_ZONE,
  }))

/**
 * '14 Nov 2026' ('14 नव॰ 2026' in Hindi). Dates are formatted on the server only and handed to client
 * components as text, so a browser with other ICU data cannot cause a hydration mismatch.
 * The office picks dates in India, so they are read in India's time zone.
 */
export function formatDate(iso: string | null | undefined, lang: Locale = 'en'): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : dateFormat(lang).format(date)
}

/** Paragraphs of a plain-text body: one per line break, blank lines dropped. */
export const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
