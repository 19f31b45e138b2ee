import { unstable_cache } from 'next/cache'
import type { GlobalSlug, Where } from 'payload'

import { PUBLISHED } from '@/collections/content-desk'

import { TAGS } from '@/hooks/revalidate'
import { DEFAULT_LOCALE, type Locale } from '@/platform/i18n/locales'
import { NEWS_PAGE_SIZES, presentNews, presentNewsCard, type NewsCardItem } from '@/presenters/news'
import { responsiveImage } from '@/presenters/responsive-image'
import { photoDimensions, presentPhoto, presentVideo } from '@/presenters/media'
import { circularYears } from '@/features/circulars'
import { publicReport } from '@/features/grievances'
import { noticeVersionList, noticeVersionText } from '@/features/privacy'
import { getPayloadClient } from '../platform/payload/client'
import { previewing } from './preview'

/**
 * The public site's reads, cached across requests and tagged. Payload hooks
 * expire a tag on every instance when its content changes (src/hooks/revalidate.ts,
 * src/platform/cache/). The hour-long fallback is only a backstop for changes that bypass
 * Payload altogether (an operator's SQL), which no hook can see.
 */
const FALLBACK_SECONDS = 3600

/**
 * unstable_cache needs Next's request context; scripts and tests that call a
 * route handler directly have none, and then read straight from the database.
 */
function cached<A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string[], tags: string[]) {
  const withCache = unstable_cache(fn, key, { tags, revalidate: FALLBACK_SECONDS })
  return async (...args: A): Promise<R> => {
    try {
      return await withCache(...args)
    } catch (err) {
      if (err instanceof Error && err.message.includes('incrementalCache missing')) return fn(...args)
      throw err
    }
  }
}

/**
 * A read that shows drafts to staff previewing the page from the CMS
 * (src/lib/preview.ts), uncached; everyone else gets the cached published read.
 */
function previewable<A extends unknown[], R>(read: (draft: boolean, ...args: A) => Promise<R>, key: string[], tags: string[]) {
  const published = cached((...args: A) => read(false, ...args), key, tags)
  return async (...args: A): Promise<R> => ((await previewing()) ? read(true, ...args) : published(...args))
}

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

/**
 * The circulars page's filter choices: every subject tag and the years that have circulars.
 * The search itself is not cached (src/features/circulars/operations/search.ts).
 */
export const getCircularFilters = cached(
  async () => {
    const payload = await getPayloadClient()
    const [{ docs }, years] = await Promise.all([
      payload.find({ collection: 'circular-tags', sort: 'nameEn', depth: 0, pagination: false }),
      circularYears(payload),
    ])
    return { tags: docs.map(({ slug, nameEn, nameHi }) => ({ slug, nameEn, nameHi })), years }
  },
  ['circular-filters'],
  [TAGS.circulars],
)

/**
 * Issue 15, report: the public page's figures for a month (null while the report is
 * not published). Tagged with the settings global, so switching publishReport in the
 * CMS shows at once; new cases reach the figures within the fallback hour.
 */
export const getPublicGrievanceReport = cached(
  async (month: string, lang: Locale) => publicReport(await getPayloadClient(), month, lang),
  ['grievance-report'],
  [TAGS.global('grievance-settings')],
)

/**
 * Issue 16, notice: the privacy notice's versions (newest first) and one version's text. A version is
 * made in the privacy-policy global's own publish (src/features/privacy/hooks/notice-version.ts), so the global's tag
 * expires with it.
 */
export const getNoticeVersions = cached(
  async () => noticeVersionList(await getPayloadClient()),
  ['notice-versions'],
  [TAGS.global('privacy-policy')],
)

export const getNoticeVersion = cached(
  async (n: number, lang: Locale) => noticeVersionText(await getPayloadClient(), n, lang),
  ['notice-version'],
  [TAGS.global('privacy-policy')],
)
