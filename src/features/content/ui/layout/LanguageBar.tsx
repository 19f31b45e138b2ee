import type { Locale } from '@/platform/i18n/locales'
import { CHROME } from '@/features/content/texts/chrome'

import { LanguageSwitch } from './LanguageSwitch'
import styles from './LanguageBar.module.css'

/**
 * The thin strip above the header with हिन्दी / English, where Indian
 * government sites keep it (GIGW): found at every width, and it leaves the
 * header's room to the name and the menu.
 */
export function LanguageBar({ lang }: { lang: Locale }) {
  return (
    <nav className={styles.bar} aria-label={CHROME[lang].language.label}>
      <div className={`container ${styles.row}`}>
        <LanguageSwitch className={styles.link} />
      </div>
    </nav>
  )
}
