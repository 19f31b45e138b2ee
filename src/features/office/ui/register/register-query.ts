import { REGISTER_SORTS } from '@/features/office/schemas'

/** The register's filters as the URL carries them (the API takes the same names). */
export const FILTER_KEYS = ['q', 'district', 'block', 'year', 'status', 'sort', 'page'] as const
export type Filters = Partial<Record<(typeof FILTER_KEYS)[number], string>>

export const filtersOf = (params: URLSearchParams): Filters =>
  Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? '']).filter(([, v]) => v !== '')) as Filters

/** The query string of `filters` without empty values, in a fixed order (so equal filters make equal URLs). */
export function queryString(filters: Filters): string {
  const params = new URLSearchParams()
  for (const k of FILTER_KEYS) if (filters[k]) params.set(k, filters[k]!)
  return params.toString()
}

export const SORTS = REGISTER_SORTS
