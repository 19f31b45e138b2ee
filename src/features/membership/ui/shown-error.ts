import { MEMBERSHIP_FETCH_ERRORS } from '@/features/accounts/ui/membership-state'
import type { Locale } from '@/platform/i18n/locales'
import { MEMBERSHIP_TEXT } from '@/features/membership/texts/membership'

/**
 * A membership error as the page shows it: the session keeps its own
 * "Failed to fetch …" in English (or the server's message, already in the
 * page's language); a Hindi page shows the Hindi of the former.
 */
export function shownError(error: string, lang: Locale): string {
  const t = MEMBERSHIP_TEXT[lang].fetchErrors
  if (error === MEMBERSHIP_FETCH_ERRORS.status) return t.status
  if (error === MEMBERSHIP_FETCH_ERRORS.history) return t.history
  return error
}
