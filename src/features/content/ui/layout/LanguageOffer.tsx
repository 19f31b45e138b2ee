'use client'

import NextLink from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { CHROME } from '@/features/content/texts/chrome'
import { localePath } from '@/platform/i18n/paths'

import { rememberedLanguage, rememberLanguage } from './remember-language'
import styles from './LanguageOffer.module.css'

const DISMISSED = 'upcho:hindi-offer-dismissed'

/**
 * On an English page: "यह पृष्ठ हिन्दी में पढ़ें" for a visitor whose browser
 * puts Hindi first, or who chose Hindi before. An offer, never a redirect (a
 * link shared on WhatsApp opens as sent); dismissed once, it stays away.
 */
export function LanguageOffer() {
  const pathname = usePathname() ?? '/'
  const [show, setShow] = useState(false)
  useEffect(() => {
    const prefersHindi =
      rememberedLanguage() === 'hi' ||
      (rememberedLanguage() === null && /^hi\b/i.test(navigator.languages?.[0] ?? navigator.language ?? ''))
    setShow(prefersHindi && window.localStorage.getItem(DISMISSED) !== '1')
  }, [])
  if (!show) return null
  const t = CHROME.en.language
  return (
    <aside className={styles.offer} aria-label="हिन्दी">
      <div className={`container ${styles.row}`}>
        <NextLink
          href={localePath('hi', `${pathname}${window.location.search}`)}
          hrefLang="hi"
          lang="hi"
          onClick={() => rememberLanguage('hi')}
        >
          {t.offer}
        </NextLink>
        <button
          type="button"
          onClick={() => {
            window.localStorage.setItem(DISMISSED, '1')
            setShow(false)
          }}
        >
          {t.dismiss}
        </button>
      </div>
    </aside>
  )
}
