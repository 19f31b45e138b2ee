import { isLocale, type Locale } from '../i18n/locales'

/** A page's language from its [lang] segment: 'en' (the proxy's rewrite of every English path) or 'hi' (/hi/…). */
export async function langOf(params: Promise<{ lang?: string }>): Promise<Locale> {
  const { lang } = await params
  return isLocale(lang) ? lang : 'en'
}

/** The props of a page or layout that reads only its language. */
export type LangParams = { params: Promise<{ lang: string }> }
