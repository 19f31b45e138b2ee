import type { Locale } from '@/platform/i18n/locales'

/** The language a visitor chose with the switch: a year, for the whole site. */
export const LANGUAGE_COOKIE = 'lang'

export function rememberLanguage(lang: Locale) {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax`
}

export function rememberedLanguage(): Locale | null {
  const m = /(?:^|;\s*)lang=(en|hi)\b/.exec(document.cookie)
  return m ? (m[1] as Locale) : null
}
