/**
 * The site's two languages. English is the spec's language and
 * lives at the spec's paths; Hindi lives under /hi. Payload's content locales
 * use the same codes.
 */
export const LOCALES = ['en', 'hi'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** The name of each language in itself, for the switch (हिन्दी / English). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' }
