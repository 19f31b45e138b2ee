import { CIRCULAR_PAGE_SIZE, type CircularSearch } from '@/features/circulars/rules/circulars'
import type { Locale } from '@/platform/i18n/locales'
import { localePath } from '@/platform/i18n/paths'

/** The address of a view of the library: only what differs from the defaults (page 1, CIRCULAR_PAGE_SIZE per page). */
export function circularsHref(
  lang: Locale,
  { q, tag, year, page, limit }: Partial<Pick<CircularSearch, 'q' | 'tag' | 'year' | 'page' | 'limit'>>,
): string {
  const params = new URLSearchParams()
  if (q?.trim()) params.set('q', q.trim())
  if (tag) params.set('tag', tag)
  if (year) params.set('year', String(year))
  if (page && page > 1) params.set('page', String(page))
  if (limit && limit !== CIRCULAR_PAGE_SIZE) params.set('limit', String(limit))
  const query = params.toString()
  return localePath(lang, query ? `/circulars?${query}` : '/circulars')
}

/** A file's size as people read it: 1 KB at least, MB with one decimal from 1 MB. */
export const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** DD-MM-YYYY as the ISO date a <time> element wants. */
export const isoDay = (ddmmyyyy: string) => ddmmyyyy.split('-').reverse().join('-')
