import type { Locale } from '@/platform/i18n/locales'
import { Link } from '@/platform/i18n/LocaleProvider'
import { HOME_TEXT } from '@/features/content/texts/home'

import type { HomePage } from '@/payload-types'

import { Paragraphs } from './Paragraphs'
import styles from './Hero.module.css'

/** The home page's opening: the one h1 of the page and the way on to /about. */
export function Hero({ home, lang }: { home: HomePage; lang: Locale }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h1 id="hero-title" className={styles.title}>
            {home.heroHeadline}
          </h1>
          <Paragraphs text={home.heroText} className={styles.lead} />
          <Link className={styles.button} href="/about">
            {home.heroButtonLabel || HOME_TEXT[lang].home.learnMore}
          </Link>
        </div>
        <HeroArt />
      </div>
    </section>
  )
}

/** A light drawing instead of a photo: nothing to download on a slow connection. */
function HeroArt() {
  return (
    <svg className={styles.art} viewBox="0 0 240 240" aria-hidden="true" focusable="false">
      <circle cx="120" cy="120" r="110" fill="rgba(255,255,255,.08)" />
      <circle cx="120" cy="120" r="84" fill="rgba(255,255,255,.12)" />
      <rect x="96" y="58" width="48" height="124" rx="10" fill="#fff" />
      <rect x="58" y="96" width="124" height="48" rx="10" fill="#fff" />
      <path d="M120 142c-9-8-22-17-22-28a11 11 0 0 1 22-3 11 11 0 0 1 22 3c0 11-13 20-22 28z" fill="var(--brand)" />
    </svg>
  )
}
