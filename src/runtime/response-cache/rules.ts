import type { IncomingHttpHeaders } from 'node:http'

import { splitLocale } from '../../platform/i18n/paths'
import { DRAFT_MODE_COOKIE } from '../../platform/http/request-id'

/**
 * Which requests the response cache may answer (and fill): anonymous GET/HEAD of a public page
 * whose HTML is the same for every visitor. Pages are listed, not guessed: a new page is rendered
 * on every request until it is added here and checked for anything per-request (headers(),
 * cookies(), a session). /verify is left out on purpose: its rate limit lives in the proxy (src/proxy.ts),
 * which a hit never reaches; so is everything of the member area, the office, /api and the CMS.
 */
const PUBLIC_PAGES = [
  /^\/$/,
  /^\/(about|mission-vision|team|contact|login|membership|grievance-report|circulars)$/,
  /^\/privacy-policy(\/versions\/\d{1,6})?$/,
  /^\/media\/(news|photos|videos)$/,
  /^\/media\/news\/[A-Za-z0-9_-]{1,64}$/,
]

/** Whether `pathname` (as the browser asked for it, English or under /hi) is a cacheable public page. */
export function isCacheablePage(pathname: string): boolean {
  const { path } = splitLocale(pathname)
  return PUBLIC_PAGES.some((page) => page.test(path))
}

/**
 * The cache key of a request the response cache may answer, else null. The query string is part of the
 * key (/circulars?q=…); a client-side navigation (RSC headers, ?_rsc) asks for Next's payload, not the page.
 */
export function cacheKeyOf(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null
  if (!url || !url.startsWith('/') || url.startsWith('//')) return null
  const query = url.indexOf('?')
  const pathname = query === -1 ? url : url.slice(0, query)
  if (!isCacheablePage(pathname)) return null
  if (query !== -1 && new URLSearchParams(url.slice(query + 1)).has('_rsc')) return null
  if (headers.rsc !== undefined || Object.keys(headers).some((name) => name.startsWith('next-router-'))) return null
  if (draftMode(headers.cookie)) return null
  return url
}

function draftMode(cookie: string | undefined): boolean {
  return cookie !== undefined && cookie.split(';').some((part) => part.trim().startsWith(`${DRAFT_MODE_COOKIE}=`))
}
