import type { Metadata } from 'next'
import { Link } from '@/platform/i18n/LocaleProvider'
import { notFound, unstable_rethrow } from 'next/navigation'

import { formatDate, paragraphs } from '@/features/content/ui/media/format'
import media from '@/features/content/ui/media/media.module.css'
import { PdfLink } from '@/features/content/ui/media/PdfLink'
import { log } from '@/platform/log'
import { getNewsItem, pageMetadata, siteUrl } from '@/features/content'
import type { Locale } from '@/platform/i18n/locales'
import { fill } from '@/platform/i18n/define'
import { MEDIA_TEXT } from '@/features/content/client'
import { langOf } from '@/platform/http/route-lang'
import styles from './detail.module.css'

type Props = { params: Promise<{ id: string; lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const item = await getNewsItem(id, await langOf(params)).catch(() => null)
  if (!item) return { title: MEDIA_TEXT[await langOf(params)].news.notFound, robots: { index: false } }
  return pageMetadata({
    title: item.title,
    description: item.content,
    path: `/media/news/${item.id}`,
    // Absolute, because link previews (WhatsApp, Facebook) fetch it from outside the site.
    image: item.photoUrl
      ? { url: new URL(item.photoUrl, siteUrl()).toString(), width: item.photoWidth, height: item.photoHeight, alt: item.photoAlt }
      : null,
    type: 'article',
  })
}

function BackToNews({ lang }: { lang: Locale }) {
  return (
    <Link className={`button ${media.backLink}`} href="/media/news">
      <span aria-hidden="true">←</span> {MEDIA_TEXT[lang].news.back}
    </Link>
  )
}

export default async function NewsDetailPage({ params }: Props) {
  const { id } = await params
  const lang = await langOf(params)
  const t = MEDIA_TEXT[lang].news
  let item: Awaited<ReturnType<typeof getNewsItem>> = null
  try {
    item = await getNewsItem(id, lang)
  } catch (err) {
    unstable_rethrow(err)
    log.error({ id, error: String(err) }, 'news item failed')
    return (
      <div className={`container ${media.page}`}>
        <p className={media.error} role="alert">
          {t.detailFailed}
        </p>
        <BackToNews lang={lang} />
      </div>
    )
  }
  if (!item) notFound()

  return (
    <article className={`container ${media.page} ${styles.article}`}>
      <h1 className={styles.title}>{item.title}</h1>
      <div className={styles.meta}>
        <p className={media.date}>
          {t.postedOn} <time dateTime={item.date}>{formatDate(item.date, lang)}</time>
        </p>
        {item.pdfUrl ? <PdfLink href={item.pdfUrl} title={item.title} label={t.openPdf} lang={lang} /> : null}
      </div>
      {item.photo ? (
        <img
          className={styles.photo}
          src={item.photo.src}
          srcSet={item.photo.srcSet}
          alt={item.photoAlt || ''}
          width={item.photo.width}
          height={item.photo.height}
          sizes="(max-width: 840px) calc(100vw - 2rem), 808px"
          // The photo is the largest thing above the fold: fetch it first.
          fetchPriority="high"
          loading="eager"
          decoding="async"
        />
      ) : null}
      <div className={styles.content}>
        {paragraphs(item.content).map((text, i) => (
          <p key={i}>{text}</p>
        ))}
      </div>
      {item.pdfUrl ? (
        <section className={styles.document} aria-labelledby="related-document">
          <h2 id="related-document">{t.relatedDocument}</h2>
          {/* An iframe, not an <object>: the content security policy allows no plugins (object-src 'none').
              Phones without a built-in PDF viewer get the link below it. */}
          <iframe className={styles.viewer} src={item.pdfUrl} title={fill(t.relatedDocumentOf, { title: item.title })} loading="lazy" />
          <p className={styles.fallback}>
            {t.cannotSee} <PdfLink href={item.pdfUrl} title={item.title} label={t.openThePdf} lang={lang} />
          </p>
        </section>
      ) : null}
      <BackToNews lang={lang} />
    </article>
  )
}
