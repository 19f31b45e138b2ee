import type { Locale } from '@/platform/i18n/locales'
import { fill } from '@/platform/i18n/define'
import { MEDIA_TEXT } from '@/features/content/texts/media'

import styles from './media.module.css'

/** A link to a news item's PDF: opens in a new tab, and says so to screen readers. */
export function PdfLink({ href, title, label, lang = 'en' }: { href: string; title: string; label?: string; lang?: Locale }) {
  const t = MEDIA_TEXT[lang].pdf
  return (
    <a className={styles.pdfLink} href={href} target="_blank" rel="noopener noreferrer">
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
        <path d="M14 2v6h6" />
      </svg>
      {label ?? t.view}
      <span className={styles.srOnly}>{fill(t.about, { title })}</span>
    </a>
  )
}
