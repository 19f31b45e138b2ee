import type { Metadata } from 'next'
import { unstable_rethrow } from 'next/navigation'

import { NewsCard } from '@/features/content/ui/media/NewsCard'
import cards from '@/features/content/ui/media/NewsCard.module.css'
import media from '@/features/content/ui/media/media.module.css'
import { log } from '@/platform/log'
import { getNewsList, pageMetadata } from '@/features/content'
import type { NewsCardItem } from '@/features/content'
import { MEDIA_TEXT } from '@/features/content/client'
import { langOf } from '@/platform/http/route-lang'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = MEDIA_TEXT[await langOf(params)].news
  return pageMetadata({ title: t.title, description: t.description, path: '/media/news' })
}

export default async function NewsPage({ params }: Props) {
  const lang = await langOf(params)
  const t = MEDIA_TEXT[lang].news
  let items: NewsCardItem[] = []
  let failed = false
  try {
    items = await getNewsList(lang)
  } catch (err) {
    unstable_rethrow(err)
    log.error({ error: String(err) }, 'news list failed')
    failed = true
  }
  return (
    <div className={`container ${media.page}`}>
      <h1 className={media.heading}>{t.title}</h1>
      {failed ? (
        <p className={media.error} role="alert">
          {t.failed}
        </p>
      ) : items.length === 0 ? (
        <p className={media.empty}>{t.empty}</p>
      ) : (
        <ul className={cards.list}>
          {items.map((item, index) => (
            <li key={item.id}>
              <NewsCard item={item} lang={lang} first={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
