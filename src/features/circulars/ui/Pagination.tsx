import type { CircularSearch } from '@/features/circulars/rules/circulars'
import type { Locale } from '@/platform/i18n/locales'
import { fill } from '@/platform/i18n/define'
import { CIRCULARS_TEXT } from '@/features/circulars/texts/circulars'

import styles from './circulars.module.css'
import { circularsHref } from './links'

/** Previous and next page of the same search, and where the reader is. */
export function Pagination({ lang, search, totalPages }: { lang: Locale; search: CircularSearch; totalPages: number }) {
  const t = CIRCULARS_TEXT[lang]
  const { page } = search
  if (totalPages <= 1 && page <= 1) return null
  const to = (p: number) => circularsHref(lang, { ...search, page: p })
  return (
    <nav className={styles.pagination} aria-label={t.pages}>
      {page > 1 ? (
        <a className={styles.pageLink} href={to(Math.min(page - 1, totalPages))} rel="prev">
          ← {t.previous}
        </a>
      ) : (
        <span />
      )}
      <p className={styles.pageOf}>{fill(t.pageOf, { page, pages: totalPages })}</p>
      {page < totalPages ? (
        <a className={styles.pageLink} href={to(page + 1)} rel="next">
          {t.next} →
        </a>
      ) : (
        <span />
      )}
    </nav>
  )
}
