import type { Metadata } from 'next'
import { unstable_rethrow } from 'next/navigation'

import { NewsCard } from '@/components/media/NewsCard'
import cards from '@/components/media/NewsCard.module.css'
import media from '@/components/media/media.module.css'
import { log } from '@/lib/log'
import { langOf, type LangParams } from '@/i18n/route-lang'
import { getNewsList } from '@/lib/queries'
import type { NewsItem } from '@/presenters/news'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = (): Promise<Metadata> => pageMetadata({
  title: 'Latest News & Events',
  description: 'News, circulars and events of the Uttar Pradesh Community Health Officers association.',
  path: '/media/news',
})

export default async function NewsPage({ params }: LangParams) {
  const lang = await langOf(params)
  let items: NewsItem[] = []
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
      <h1 className={media.heading}>Latest News &amp; Events</h1>
      {failed ? (
        <p className={media.error} role="alert">
          Failed to fetch news items
        </p>
      ) : items.length === 0 ? (
        <p className={media.empty}>No news items available at the moment</p>
      ) : (
        <ul className={cards.list}>
          {items.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
