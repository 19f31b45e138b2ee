'use client'

import NextLink from 'next/link'
import { usePathname, useSearchParams } from 'next/navigation'

import { useLocale } from '@/platform/i18n/LocaleProvider'
import { LOCALE_NAMES } from '@/platform/i18n/locales'
import { CHROME } from '@/features/content/texts/chrome'
import { localePath, splitLocale } from '@/platform/i18n/paths'

import { rememberLanguage } from './remember-language'
import styles from './MainNav.module.css'

/**
 * हिन्दी / English: the same page in the other language, in the header and
 * the mobile menu. The choice is remembered (cookie `lang`) for the offer on
 * English pages; addresses stay shareable, so nothing ever redirects on it.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { lang } = useLocale()
  const other = lang === 'hi' ? 'en' : 'hi'
  const { path } = splitLocale(usePathname() ?? '/')
  const query = useSearchParams()?.toString()
  const target = localePath(other, `${path}${query ? `?${query}` : ''}`)
  return (
    // Not prefetched: it is on every page, in view, and rarely followed; a prefetch would cost each visitor ~3 KB.
    <NextLink
      href={target}
      prefetch={false}
      hrefLang={other}
      lang={other}
      className={`${styles.language} ${className}`}
      aria-label={`${CHROME[lang].language.label}: ${LOCALE_NAMES[other]}`}
      onClick={() => rememberLanguage(other)}
    >
      {LOCALE_NAMES[other]}
    </NextLink>
  )
}
