import type { Locale } from '@/platform/i18n/locales'
import { fill } from '@/platform/i18n/define'
import { CIRCULARS_TEXT } from '@/features/circulars/texts/circulars'
import type { CircularCard as Card } from '@/features/circulars/presenters/circulars'

import styles from './circulars.module.css'
import { circularsHref, fileSize, isoDay } from './links'

/** One circular of the list: number and date, title, issuing office, summary, subjects (each a filter) and the PDF. */
export function CircularCard({ lang, item }: { lang: Locale; item: Card }) {
  const t = CIRCULARS_TEXT[lang]
  return (
    <article className={styles.card}>
      <p className={styles.meta}>
        <span>
          {t.number} <span className={styles.number}>{item.number}</span>
        </span>
        <time dateTime={isoDay(item.date)}>{item.date}</time>
      </p>
      <h2 className={styles.title}>{item.title}</h2>
      <p className={styles.office}>
        {t.issuedBy}: {item.office}
      </p>
      <p className={styles.summary}>{item.summary}</p>
      <div className={styles.footer}>
        {item.tags.length ? (
          <ul className={styles.tags} aria-label={t.subjects}>
            {item.tags.map((tag) => (
              <li key={tag.slug}>
                <a className={styles.chip} href={circularsHref(lang, { tag: tag.slug })} title={fill(t.filterBy, { subject: tag.name })}>
                  {tag.name}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {item.pdfUrl ? (
          <a className={styles.pdf} href={item.pdfUrl} download type="application/pdf">
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
              <path d="M14 2v6h6M12 18v-6M9 15l3 3 3-3" />
            </svg>
            {item.pdfBytes ? fill(t.pdfSized, { size: fileSize(item.pdfBytes) }) : t.pdf}
            {/* Chromium puts a space around this absolutely positioned text: the name reads 'PDF (2 KB) — Download the PDF of …'. */}
            <span className={styles.srOnly}>— {fill(t.pdfFor, { title: item.title })}</span>
          </a>
        ) : null}
      </div>
    </article>
  )
}
