import { Link } from '@/platform/i18n/LocaleProvider'

import type { Locale } from '@/platform/i18n/locales'
import { fill } from '@/platform/i18n/define'
import { MEDIA_TEXT } from '@/features/content/texts/media'
import type { NewsCardItem } from '@/features/content/presenters/news'
import { formatDate } from './format'
import media from './media.module.css'
import styles from './NewsCard.module.css'
import { PdfLink } from './PdfLink'

/**
 * Enough text for the three lines a card shows on the widest layout; the rest of a long
 * item stays out of the page, which matters on slow mobile connections.
 */
const PREVIEW_CHARS = 360
const preview = (content: string) => content.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_CHARS)

/**
 * One card of /media/news: photo, title, three lines of text, date, PDF and Read More.
 * `first`: the top card's photo is the largest paint on a phone, so it is fetched at once and first.
 */
export function NewsCard({ item, lang, first = false }: { item: NewsCardItem; lang: Locale; first?: boolean }) {
  const t = MEDIA_TEXT[lang].news
  return (
    <article className={styles.card}>
      {item.photo ? (
        <div className={styles.photo}>
          {/* A cropped preview: the full width of a phone, a third of a card beside the text on wider screens. */}
          <img
            src={item.photo.src}
            srcSet={item.photo.srcSet}
            sizes="(max-width: 767px) calc(100vw - 2rem), 400px"
            alt=""
            width={item.photo.width}
            height={item.photo.height}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
          />
        </div>
      ) : null}
      <div className={styles.body}>
        <h2 className={styles.title}>{item.title}</h2>
        <p className={media.date}>
          {t.postedOn} <time dateTime={item.date}>{formatDate(item.date, lang)}</time>
        </p>
        <p className={styles.content}>{preview(item.content)}</p>
        <div className={styles.actions}>
          {/* Not prefetched: a list shows up to a dozen items, and a phone on a metered link would fetch each (~4 KB). */}
          <Link className="button" href={`/media/news/${item.id}`} prefetch={false}>
            {t.readMore}
            <span className={media.srOnly}>{fill(t.readMoreAbout, { title: item.title })}</span>
          </Link>
          {item.pdfUrl ? <PdfLink href={item.pdfUrl} title={item.title} lang={lang} /> : null}
        </div>
      </div>
    </article>
  )
}
