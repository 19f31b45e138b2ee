import type { GlobalSlug, Where } from 'payload'

import { PUBLISHED } from '@/platform/payload/content-desk'

import { TAGS } from '@/platform/cache/revalidate'
import { DEFAULT_LOCALE, type Locale } from '@/platform/i18n/locales'
import { NEWS_PAGE_SIZES, presentNews, presentNewsCard, type NewsCardItem } from '@/features/content/presenters/news'
import { responsiveImage } from '@/features/content/presenters/responsive-image'
import { photoDimensions, presentPhoto, presentVideo } from '@/features/content/presenters/media'
import { getPayloadClient } from '../../../platform/payload/client'
import { cached, previewable } from '../../../platform/cache/cached'

/** A page's language for Payload: its texts, the English where there is no Hindi. */
const inLanguage = (locale: Locale) => ({ locale, fallbackLocale: DEFAULT_LOCALE })

/** News has drafts (the content desk): the site shows what is published. */
const newsShown = (draft: boolean, where: Where = {}): Where => (draft ? where : { and: [where, PUBLISHED] })

export const getGlobal = <S extends GlobalSlug>(slug: S, lang: Locale = DEFAULT_LOCALE) =>
  previewable(
    async (draft: boolean, locale: Locale) => {
      const payload = await getPayloadClient()
      return payload.findGlobal({ slug, depth: 1, draft, ...inLanguage(locale) })
    },
    ['global', slug],
    [TAGS.global(slug), TAGS.files],
  )(lang)

export const getNewsList = previewable(
  async (draft: boolean, lang: Locale, limit?: number): Promise<NewsCardItem[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'news',
      where: newsShown(draft),
      draft,
      sort: '-date',
      depth: 1,
      ...inLanguage(lang),
      ...(limit ? { limit } : { pagination: false }),
    })
    return docs.map(presentNewsCard)
  },
  ['news-list'],
  [TAGS.news, TAGS.files],
)

/** One news item, or null for an unknown or malformed id. */
export const getNewsItem = previewable(
  async (draft: boolean, id: string, lang: Locale) => {
    if (!/^\d{1,9}$/.test(id)) return null
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'news',
      where: newsShown(draft, { id: { equals: Number(id) } }),
      draft,
      depth: 1,
      limit: 1,
      ...inLanguage(lang),
    })
    if (!docs[0]) return null
    const photo = docs[0].photo && typeof docs[0].photo === 'object' ? docs[0].photo : null
    const photoSizes = responsiveImage(photo, NEWS_PAGE_SIZES)
    return {
      ...presentNews(docs[0]),
      photo: photoSizes,
      photoWidth: photo?.width ?? null,
      photoHeight: photo?.height ?? null,
      photoAlt: photo?.alt ?? null,
    }
  },
  ['news-item'],
  [TAGS.news, TAGS.files],
)

export const getPhotos = cached(
  async (lang: Locale) => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'photos', sort: '-uploadDate', depth: 1, pagination: false, ...inLanguage(lang) })
    return docs.map((doc) => ({ ...presentPhoto(doc), ...photoDimensions(doc) }))
  },
  ['photos'],
  [TAGS.photos, TAGS.files],
)

export const getVideos = cached(
  async (lang: Locale) => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'videos', sort: '-uploadDate', depth: 0, pagination: false, ...inLanguage(lang) })
    return docs.map(presentVideo)
  },
  ['videos'],
  [TAGS.videos],
)
