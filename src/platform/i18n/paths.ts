import { DEFAULT_LOCALE, type Locale } from './locales'

/**
 * Where a page lives in each language: English at the spec's paths, Hindi
 * under /hi (/hi, /hi/about, /hi/verify/…). The proxy (src/proxy.ts) serves
 * the English paths from the [lang] route as /en/…, never shown in the address.
 */

/** `path` (an English site path, e.g. '/about' or '/login?next=%2Fprofile') in `lang`. */
export function localePath(lang: Locale, path: string): string {
  if (lang === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path
  if (path === '/') return '/hi'
  if (/^\/[?#]/.test(path)) return `/hi${path.slice(1)}`
  return `/hi${path}`
}

/** The language of a pathname as the browser shows it, and the English path it stands for. */
export function splitLocale(pathname: string): { lang: Locale; path: string } {
  if (pathname === '/hi') return { lang: 'hi', path: '/' }
  if (pathname.startsWith('/hi/')) return { lang: 'hi', path: pathname.slice(3) }
  return { lang: DEFAULT_LOCALE, path: pathname }
}

/** Paths the proxy never treats as pages: the APIs, the CMS, Next's own files, health checks and static files. */
export function isPagePath(pathname: string): boolean {
  if (/^\/(api|cms|cms-api|_next|livez|readyz|preview)(\/|$)/.test(pathname)) return false
  // A file (public/, robots.txt, sitemap.xml, favicon.ico): a dot in the last segment. No page of ours has one.
  return !/\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/')))
}
