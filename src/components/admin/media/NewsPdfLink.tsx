'use client'

import { PdfLink } from '@/components/media/PdfLink'
import site from '@/components/media/media.module.css'
import { useLocale } from '@/i18n/LocaleProvider'
import { fill } from '@/i18n/messages/define'
import { ADMIN_MEDIA_TEXT } from '@/i18n/messages/admin-media'

import styles from './media.module.css'

/**
 * A news item's PDF in the admin's language: the site's PdfLink as it is on an
 * English page; on a Hindi page the same link with its visible and screen-reader
 * texts in Hindi (PdfLink's own hidden text is English).
 */
export function NewsPdfLink({ href, title }: { href: string; title: string }) {
  const { lang } = useLocale()
  if (lang === 'en') return <PdfLink href={href} title={title} />
  const t = ADMIN_MEDIA_TEXT.hi.news
  return (
    <a className={site.pdfLink} href={href} target="_blank" rel="noopener noreferrer">
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
        <path d="M14 2v6h6" />
      </svg>
      {t.viewPdf}
      <span className={styles.srOnly}>{fill(t.pdfFor, { title })}</span>
    </a>
  )
}
