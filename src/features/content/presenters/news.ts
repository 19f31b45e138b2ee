import type { Document, Image, News } from '@/payload-types'
import { responsiveImage, type ResponsiveImage } from './responsive-image'

/** The news item of spec §3: the only shape in which news leaves the server. */
export type NewsItem = {
  id: number
  title: string
  content: string
  date: string
  pdfUrl: string | null
  photoUrl: string | null
}

const urlOf = (file: number | Document | Image | null | undefined) => (file && typeof file === 'object' ? (file.url ?? null) : null)

export function presentNews(doc: News): NewsItem {
  return {
    id: doc.id,
    // Required in English, which is the fallback of every language: empty only for a malformed row.
    title: doc.title ?? '',
    content: doc.content ?? '',
    date: doc.date,
    pdfUrl: urlOf(doc.pdf),
    photoUrl: urlOf(doc.photo),
  }
}

/** The renditions a news photo is offered in: a card's cropped preview, and the news page's photo. */
export const NEWS_CARD_SIZES = ['small', 'card'] as const
// Chromium takes the first width that covers the slot: 800 serves a 1.75x phone, 1280 a wide screen.
export const NEWS_PAGE_SIZES = ['card', 'medium', 'large'] as const

/** What the site's pages show of an item beyond the API's fields: the photo's renditions. */
export type NewsCardItem = NewsItem & { photo: ResponsiveImage | null }

export const presentNewsCard = (doc: News): NewsCardItem => ({ ...presentNews(doc), photo: responsiveImage(doc.photo, NEWS_CARD_SIZES) })

/** The API keeps to the spec's fields (§3). */
export const toNewsItem = ({ id, title, content, date, pdfUrl, photoUrl }: NewsItem): NewsItem => ({
  id,
  title,
  content,
  date,
  pdfUrl,
  photoUrl,
})
