import { unstable_cache } from 'next/cache'
import type { GlobalSlug } from 'payload'

import { TAGS } from '@/hooks/revalidate'
import { presentNews, type NewsItem } from '@/presenters/news'
import { photoDimensions, presentPhoto, presentVideo } from '@/presenters/media'
import { getPayloadClient } from './payload'

/**
 * The public site's reads, cached across requests and tagged. Payload hooks
 * expire a tag when its content changes (src/hooks/revalidate.ts). The hour-long
 * fallback bounds staleness when several instances each keep their own cache.
 */
const FALLBACK_SECONDS = 3600

export const getGlobal = <S extends GlobalSlug>(slug: S) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      return payload.findGlobal({ slug, depth: 1 })
    },
    ['global', slug],
    { tags: [TAGS.global(slug), TAGS.files], revalidate: FALLBACK_SECONDS },
  )()

export const getNewsList = unstable_cache(
  async (limit?: number): Promise<NewsItem[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'news', sort: '-date', depth: 1, ...(limit ? { limit } : { pagination: false }) })
    return docs.map(presentNews)
  },
  ['news-list'],
  { tags: [TAGS.news, TAGS.files], revalidate: FALLBACK_SECONDS },
)

/** One news item, or null for an unknown or malformed id. */
export const getNewsItem = unstable_cache(
  async (id: string) => {
    if (!/^\d{1,9}$/.test(id)) return null
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'news', where: { id: { equals: Number(id) } }, depth: 1, limit: 1 })
    if (!docs[0]) return null
    const photo = docs[0].photo && typeof docs[0].photo === 'object' ? docs[0].photo : null
    return { ...presentNews(docs[0]), photoWidth: photo?.width ?? null, photoHeight: photo?.height ?? null, photoAlt: photo?.alt ?? null }
  },
  ['news-item'],
  { tags: [TAGS.news, TAGS.files], revalidate: FALLBACK_SECONDS },
)

export const getPhotos = unstable_cache(
  async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'photos', sort: '-uploadDate', depth: 1, pagination: false })
    return docs.map((doc) => ({ ...presentPhoto(doc), ...photoDimensions(doc) }))
  },
  ['photos'],
  { tags: [TAGS.photos, TAGS.files], revalidate: FALLBACK_SECONDS },
)

export const getVideos = unstable_cache(
  async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'videos', sort: '-uploadDate', depth: 0, pagination: false })
    return docs.map(presentVideo)
  },
  ['videos'],
  { tags: [TAGS.videos], revalidate: FALLBACK_SECONDS },
)
