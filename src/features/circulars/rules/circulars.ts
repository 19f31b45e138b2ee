import { z } from '../../../platform/validation/zod'
import { defineMessages, type Message } from '../../../platform/i18n/messages'

/**
 * The library of circulars and government orders: the limits of its
 * fields, the query of GET /api/circulars and of the /circulars page, and the
 * messages of a bad query. The collection takes its maxLength from
 * CIRCULAR_LIMITS; the handler parses with CircularQuery (a bad value is a 400
 * with one of CIRCULAR_MESSAGES, in the caller's language).
 */

export const CIRCULAR_LIMITS = {
  number: 100,
  office: 200,
  title: 300,
  summary: 2000,
  tagSlug: 40,
  tagName: 60,
  /** What a search box may send; longer text is refused, not cut silently. */
  query: 200,
  perPage: 50,
  pages: 1000,
} as const

export const CIRCULAR_PAGE_SIZE = 10
export const CIRCULAR_FIRST_YEAR = 1950
export const CIRCULAR_LAST_YEAR = 2100

export const CIRCULAR_MESSAGES = defineMessages('circulars', {
  queryTooLong: {
    en: `The search text must be at most ${CIRCULAR_LIMITS.query} characters`,
    hi: `खोज का पाठ अधिक से अधिक ${CIRCULAR_LIMITS.query} अक्षरों का हो सकता है`,
  },
  tag: { en: 'The tag must be a tag slug such as honorarium or leave.', hi: 'विषय एक विषय-कोड होना चाहिए, जैसे honorarium या leave।' },
  year: {
    en: `The year must be a number from ${CIRCULAR_FIRST_YEAR} to ${CIRCULAR_LAST_YEAR}.`,
    hi: `वर्ष ${CIRCULAR_FIRST_YEAR} से ${CIRCULAR_LAST_YEAR} के बीच की संख्या होना चाहिए।`,
  },
  page: {
    en: `The page must be a whole number from 1 to ${CIRCULAR_LIMITS.pages}.`,
    hi: `पृष्ठ 1 से ${CIRCULAR_LIMITS.pages} के बीच की पूर्ण संख्या होना चाहिए।`,
  },
  limit: {
    en: `The limit must be a whole number from 1 to ${CIRCULAR_LIMITS.perPage}.`,
    hi: `सीमा 1 से ${CIRCULAR_LIMITS.perPage} के बीच की पूर्ण संख्या होनी चाहिए।`,
  },
  lang: { en: "The language must be 'en' (English) or 'hi' (Hindi)", hi: "भाषा 'en' (अंग्रेज़ी) या 'hi' (हिन्दी) होनी चाहिए" },
  tagSlug: {
    en: 'A tag slug may hold only small letters a-z, digits and hyphens.',
    hi: 'विषय-कोड में केवल छोटे अक्षर a-z, अंक और हाइफ़न हो सकते हैं।',
  },
})

/** The 500 of GET /api/circulars. */
export const CIRCULARS_FAILURE = defineMessages('circulars.api', {
  failed: { en: 'Failed to fetch circulars', hi: 'परिपत्र नहीं मिल सके' },
}).failed

export const TAG_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/

/** A whole number in [min, max] from a query-string value; '' counts as absent. */
const wholeNumber = (min: number, max: number, message: Message) =>
  z
    .string()
    .regex(/^\d{1,4}$/, message.token)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message.token)

const absentWhenEmpty = (value: unknown) => (value === '' ? undefined : value)

export const CircularQuery = z.object({
  q: z.string().max(CIRCULAR_LIMITS.query, CIRCULAR_MESSAGES.queryTooLong.token).optional(),
  tag: z.preprocess(absentWhenEmpty, z.string().regex(TAG_SLUG, CIRCULAR_MESSAGES.tag.token).optional()),
  year: z.preprocess(absentWhenEmpty, wholeNumber(CIRCULAR_FIRST_YEAR, CIRCULAR_LAST_YEAR, CIRCULAR_MESSAGES.year).optional()),
  page: z.preprocess(absentWhenEmpty, wholeNumber(1, CIRCULAR_LIMITS.pages, CIRCULAR_MESSAGES.page).default(1)),
  limit: z.preprocess(absentWhenEmpty, wholeNumber(1, CIRCULAR_LIMITS.perPage, CIRCULAR_MESSAGES.limit).default(CIRCULAR_PAGE_SIZE)),
  lang: z.preprocess(absentWhenEmpty, z.enum(['en', 'hi'], CIRCULAR_MESSAGES.lang.token).optional()),
})

export type CircularSearch = z.output<typeof CircularQuery>

/** The query string as the schema reads it: each known parameter once (the first), unknown ones ignored. */
export function queryOf(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of Object.keys(CircularQuery.shape)) {
    const value = params.get(key)
    if (value !== null) out[key] = value
  }
  return out
}

/**
 * The page's reading of the same query: a value that does not parse is left out
 * (the list shows as if it were not there) instead of failing the page; a link
 * with a stale year still opens the library.
 */
export function lenientQuery(params: URLSearchParams): CircularSearch {
  const shape = CircularQuery.shape
  const valid = Object.entries(queryOf(params)).filter(([key, value]) => shape[key as keyof typeof shape].safeParse(value).success)
  return CircularQuery.parse(Object.fromEntries(valid))
}
