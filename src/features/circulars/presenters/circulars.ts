import { displayDate } from '@/features/membership/client'
import type { Locale } from '@/platform/i18n/locales'
import type { Circular, CircularTag, Document } from '@/payload-types'
import type { CircularPage } from '@/features/circulars/operations/search'

/**
 * A circular as it leaves the server: in one language (Hindi falls back to the
 * English a field was left without), the date as DD-MM-YYYY. The API answers
 * CircularItem; the page also shows the PDF's size (CircularCard).
 */
export type CircularTagItem = { slug: string; name: string }

export type CircularItem = {
  id: number
  number: string
  date: string
  office: string
  title: string
  summary: string
  tags: CircularTagItem[]
  pdfUrl: string | null
}

export type CircularCard = CircularItem & { pdfBytes: number | null }

export type CircularList = { items: CircularItem[]; total: number; page: number; totalPages: number }

const inLang = (lang: Locale, en: string, hi: string | null | undefined) => (lang === 'hi' && hi?.trim() ? hi : en)

export const presentCircularTag = (tag: CircularTag, lang: Locale): CircularTagItem => ({
  slug: tag.slug,
  name: inLang(lang, tag.nameEn, tag.nameHi),
})

const pdfOf = (doc: Circular): Document | null => (doc.pdf && typeof doc.pdf === 'object' ? doc.pdf : null)

export function presentCircular(doc: Circular, lang: Locale): CircularItem {
  return {
    id: doc.id,
    number: doc.number,
    date: displayDate(doc.date) ?? '',
    office: inLang(lang, doc.officeEn, doc.officeHi),
    title: inLang(lang, doc.titleEn, doc.titleHi),
    summary: inLang(lang, doc.summaryEn, doc.summaryHi),
    tags: (doc.tags ?? []).flatMap((t) => (typeof t === 'object' ? [presentCircularTag(t, lang)] : [])),
    pdfUrl: pdfOf(doc)?.url ?? null,
  }
}

export const presentCircularCard = (doc: Circular, lang: Locale): CircularCard => ({
  ...presentCircular(doc, lang),
  pdfBytes: pdfOf(doc)?.filesize ?? null,
})

export function presentCircularList(found: CircularPage, lang: Locale): CircularList {
  return { items: found.docs.map((d) => presentCircular(d, lang)), total: found.total, page: found.page, totalPages: found.totalPages }
}
