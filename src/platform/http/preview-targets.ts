import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'
import { localePath } from '../i18n/paths'

/**
 * Where the CMS's live preview shows each document, and which site paths the
 * preview route may open (src/platform/http/preview.ts). Free of Payload, so
 * payload.config.ts can import it without a cycle.
 */

/** Where each previewable document is shown on the site. */
const GLOBAL_PAGES: Record<string, string> = {
  'site-settings': '/',
  'home-page': '/',
  'about-page': '/about',
  'mission-vision': '/mission-vision',
  'privacy-policy': '/privacy-policy',
  leaders: '/team',
  'contact-details': '/contact',
}
export const PREVIEW_GLOBALS = Object.keys(GLOBAL_PAGES)
export const PREVIEW_COLLECTIONS = ['news']

export function previewUrl({
  collection,
  global,
  id,
  locale,
}: {
  collection?: string
  global?: string
  id?: string | number
  locale?: string
}): string {
  const path = collection === 'news' && id !== undefined ? `/media/news/${id}` : (global && GLOBAL_PAGES[global]) || '/'
  return `/preview?${new URLSearchParams({ path, locale: isLocale(locale) ? locale : DEFAULT_LOCALE })}`
}

/** A site path to open: one of ours, never another host (//evil.example) or a scheme. */
export function previewTarget(path: string | null, locale: string | null): string | null {
  if (!path || !/^\/(?!\/)[\w\-/]*$/.test(path) || path.length > 200) return null
  return localePath(isLocale(locale) ? (locale as Locale) : DEFAULT_LOCALE, path)
}
