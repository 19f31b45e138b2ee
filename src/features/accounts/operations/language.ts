import type { LanguageInput } from '@/features/accounts/rules/account'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/platform/i18n/locales'
import { log } from '@/platform/log'
import { getPayloadClient } from '@/platform/payload/client'
import type { AuthUser } from '../../../platform/http/guards'

/**
 * The member's preferred language: their mail goes in it and login
 * lands on its pages. Its own call, so the spec's profile shape stays as it is.
 */
export const preferredLanguageOf = (user: { preferredLanguage?: unknown }): Locale =>
  isLocale(user.preferredLanguage) ? user.preferredLanguage : DEFAULT_LOCALE

export async function setPreferredLanguage(user: AuthUser, { preferredLanguage }: LanguageInput, requestId?: string): Promise<Locale> {
  const payload = await getPayloadClient()
  const updated = await payload.update({ collection: 'users', id: user.id, overrideAccess: false, user, data: { preferredLanguage } })
  log.info({ requestId, userId: user.id, preferredLanguage }, 'preferred language set')
  return preferredLanguageOf(updated)
}
