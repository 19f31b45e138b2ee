'use client'

import NextLink from 'next/link'
import { createContext, useContext, useMemo, type ComponentProps } from 'react'

import { DEFAULT_LOCALE, type Locale } from './locales'
import { localePath } from './paths'

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

/** The page's language for the client components below it ([lang]/layout.tsx). */
export function LocaleProvider({ lang, children }: { lang: Locale; children: React.ReactNode }) {
  return <LocaleContext.Provider value={lang}>{children}</LocaleContext.Provider>
}

/** The page's language, and `href(path)`: an English site path in that language. */
export function useLocale() {
  const lang = useContext(LocaleContext)
  return useMemo(() => ({ lang, href: (path: string) => localePath(lang, path) }), [lang])
}

/** next/link that keeps the page's language: href="/about" is /hi/about on a Hindi page. */
export function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const { href: localize } = useLocale()
  return <NextLink href={typeof href === 'string' ? localize(href) : href} {...props} />
}
