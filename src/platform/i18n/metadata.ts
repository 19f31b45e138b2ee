import type { Metadata } from 'next'

import { localePath, splitLocale } from './paths'

/**
 * hreflang for a page: its English and Hindi addresses, English as
 * the default, and the canonical address of the language shown. `pathname`
 * is the address as the browser asked for it (/about or /hi/about).
 */
export function alternatesFor(pathname: string): Metadata['alternates'] {
  const { lang, path } = splitLocale(pathname)
  return {
    canonical: localePath(lang, path),
    languages: { 'en-IN': path, 'hi-IN': localePath('hi', path), 'x-default': path },
  }
}
