import type { Locale } from '@/platform/i18n/locales'
import { getNewsItem, getNewsList, getPhotos } from '@/features/content/operations/queries'
import type { PhotoItem } from '@/features/content/presenters/media'
import { toNewsItem, type NewsItem } from '@/features/content/presenters/news'
import { HttpError } from '../../../platform/http/route'
import { MEDIA_MESSAGES } from '../rules/media-input'

/**
 * The public GETs' answers, read from the pages' cache. The cached reads also
 * carry what the pages need (pixel sizes, alt text); the API keeps to the
 * spec's fields (§3).
 */

export async function publicNews(lang: Locale): Promise<NewsItem[]> {
  return (await getNewsList(lang)).map(toNewsItem)
}

export async function publicNewsItem(id: string, lang: Locale): Promise<NewsItem> {
  const item = await getNewsItem(id, lang)
  if (!item) throw new HttpError(404, MEDIA_MESSAGES.newsNotFound)
  return toNewsItem(item)
}

export async function publicPhotos(lang: Locale): Promise<PhotoItem[]> {
  const photos = await getPhotos(lang)
  return photos.map(({ id, title, imageUrl, thumbnailUrl, uploadDate }) => ({ id, title, imageUrl, thumbnailUrl, uploadDate }))
}
