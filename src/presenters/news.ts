import type { Document, Image, News } from '@/payload-types'

/** The news item of spec §3: the only shape in which news leaves the server. */
export type NewsItem = {
  id: number
  title: string
  content: string
  date: string
  pdfUrl: string | null
  photoUrl: string | null
}

const urlOf = (file: number | Document | Image | null | undefined) =>
  file && typeof file === 'object' ? (file.url ?? null) : null

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
