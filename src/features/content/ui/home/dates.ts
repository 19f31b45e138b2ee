import { MEMBERSHIP_TIME_ZONE } from '@/features/membership/client'
import type { Locale } from '@/platform/i18n/locales'

/**
 * Dates as people in Uttar Pradesh read them, in India's time zone whatever
 * the server's, so a news item dated at midnight IST does not show the day before.
 * Hindi names the month in Hindi and keeps Western digits (docs/i18n-glossary.md).
 */
const TZ = MEMBERSHIP_TIME_ZONE
const LOCALE_TAG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' }

const long = (lang: Locale) => new Intl.DateTimeFormat(LOCALE_TAG[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: TZ })
const parts = (lang: Locale) => new Intl.DateTimeFormat(LOCALE_TAG[lang], { day: 'numeric', month: 'short', year: 'numeric', timeZone: TZ })

const valid = (iso: string) => !Number.isNaN(Date.parse(iso))

/** '1 December 2025'; '1 दिसंबर 2025' in Hindi. */
export const formatLongDate = (iso: string, lang: Locale = 'en') => (valid(iso) ? long(lang).format(new Date(iso)) : '')

/** Day, short month and year separately, for a calendar-style badge. */
export function dateParts(iso: string, lang: Locale = 'en'): { day: string; month: string; year: string } | null {
  if (!valid(iso)) return null
  const p = Object.fromEntries(
    parts(lang)
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  )
  return { day: p.day ?? '', month: p.month ?? '', year: p.year ?? '' }
}
