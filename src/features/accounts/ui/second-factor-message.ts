import { TWO_FACTOR_MESSAGES } from '@/features/accounts/rules/two-factor'
import type { Locale } from '@/platform/i18n/locales'
import { messageText } from '@/platform/i18n/messages'

/**
 * Whether an /api answer's message is "set up your second factor first", in the page's language
 * (the API answers in it). Its own module so that api.ts imports it on demand: see leaveForSecondFactor.
 */
export function isEnrolFirstMessage(message: unknown, lang: Locale): boolean {
  return message === messageText(TWO_FACTOR_MESSAGES.enrolFirst, lang)
}
