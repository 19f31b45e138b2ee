import { NextResponse, type NextRequest } from 'next/server'

import { getEnv } from '@/platform/config/env'
import { RATE_LIMITS } from '@/platform/config/limits'
import { addressHasControlChars } from '@/platform/validation/text'
import type { Locale } from '@/platform/i18n/locales'
import { defineMessages } from '@/platform/i18n/messages'
import { isPagePath, splitLocale } from '@/platform/i18n/paths'
import { clientAddress, createRateLimiter } from '@/platform/http/rate-limit'
import { DRAFT_MODE_COOKIE, requestIdOf } from '@/platform/http/request-id'
import {
  CMS_CONTENT_SECURITY_POLICY,
  commonSecurityHeaders,
  contentSecurityPolicy,
  STORED_FILE_HEADERS,
} from '@/platform/http/security-headers'

/**
 * Membership ids are sequential (UPCHO-<year>-<n>), so /verify could be walked
 * to list members' names and districts; a person checking certificates never
 * needs more than a few a minute.
 */
export const VERIFY_LIMIT = RATE_LIMITS.verify
const verifyLimiter = createRateLimiter(VERIFY_LIMIT)

const VERIFY_MESSAGES = defineMessages('verify', {
  tooMany: {
    en: (minutes: number) => `Too many verification requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    hi: (minutes: number) => `सत्यापन के बहुत अधिक अनुरोध हुए हैं। कृपया ${minutes} मिनट बाद फिर से प्रयास करें।`,
  },
})

function tooManyVerifications(retryAfterSeconds: number, headers: Record<string, string>, lang: Locale) {
  return new NextResponse(VERIFY_MESSAGES.tooMany(Math.ceil(retryAfterSeconds / 60)).in(lang), {
    status: 429,
    headers: {
      ...headers,
      'Content-Type': 'text/plain; charset=utf-8',
      'Retry-After': String(retryAfterSeconds),
      'Cache-Control': 'no-store',
    },
  })
}

// ---- Addresses that do not decode ------------------------------------------------
// Next.js decodes the path to match a route and answers a malformed escape (%ZZ, a cut
// UTF-8 sequence like %E0%A4%A) with a bare 500 before any route code runs; NUL and the
// other control characters are never part of one of our addresses. Refused here, for
// every path, as 400 (tests/e2e/platform/malformed-input.test.ts).
function malformedPath(rawPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return 'Bad request: the address is malformed.'
  }
  return addressHasControlChars(decoded) ? 'Bad request: the address contains control characters.' : null
}

function badAddress(message: string, headers: Record<string, string>) {
  return new NextResponse(message, {
    status: 400,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
// ---- end of addresses that do not decode -------------------------------------------

/**
 * Runs before every request: gives it an id (or keeps the load balancer's) that
 * logs and the response carry, and sets the security headers. The CSP nonce is
 * passed on in the request headers, where Next.js finds it for its scripts.
 */
export async function proxy(request: NextRequest) {
  const env = getEnv()
  const https = env.siteUrl.startsWith('https://')
  const id = requestIdOf(request.headers.get('x-request-id'))
  const headers = new Headers(request.headers)
  headers.set('x-request-id', id)

  const malformed = malformedPath(new URL(request.url).pathname)
  if (malformed) return badAddress(malformed, { 'x-request-id': id, ...commonSecurityHeaders(https) })

  const path = request.nextUrl.pathname
  // ---- Languages: English at the spec's paths, Hindi under /hi; /en/… is never an address.
  if (path === '/en' || path.startsWith('/en/')) {
    // On SITE_URL: behind a load balancer (and with skipProxyUrlNormalize) the request's own host is an internal one.
    const to = new URL(`${path.slice(3) || '/'}${request.nextUrl.search}`, env.siteUrl)
    return NextResponse.redirect(to, { status: 308, headers: { 'x-request-id': id, ...commonSecurityHeaders(https) } })
  }
  const page = isPagePath(path)
  const shown = splitLocale(path)
  if (page) headers.set('x-page-path', path)

  if (shown.path.startsWith('/verify/')) {
    const verdict = await verifyLimiter.hit(clientAddress(request))
    if (!verdict.ok)
      return tooManyVerifications(verdict.retryAfterSeconds, { 'x-request-id': id, ...commonSecurityHeaders(https) }, shown.lang)
  }
  const isCms = path === '/cms' || path.startsWith('/cms/') || path.startsWith('/cms-api')
  // In draft mode (staff previewing from the CMS) a page may sit in the CMS's frame; the page still checks who asks.
  const previewFrame = page && request.cookies.has(DRAFT_MODE_COOKIE)
  let csp: string | undefined
  if (!isCms) {
    const nonce = btoa(crypto.randomUUID())
    csp = contentSecurityPolicy(nonce, { dev: env.nodeEnv === 'development', https, framedBySite: previewFrame })
    headers.set('x-nonce', nonce)
    headers.set('Content-Security-Policy', csp)
  }

  // An English page is served by the [lang] route as /en/… (the address stays as asked); /hi/… matches it as it is.
  const english = page && shown.lang === 'en'
  // From request.url, not nextUrl: nextUrl calls a loopback host 'localhost', and a server bound to 127.0.0.1
  // would take the rewrite for another host and proxy it to itself over HTTP (next.config.ts: skipProxyUrlNormalize).
  const rewritten = new URL(request.url)
  rewritten.pathname = `/en${path === '/' ? '' : path}`
  const response = english ? NextResponse.rewrite(rewritten, { request: { headers } }) : NextResponse.next({ request: { headers } })
  response.headers.set('x-request-id', id)
  // An /api answer is data, never a page: the stored files' sandbox policy, not the pages' one. Set here, as
  // Next keeps the proxy's header over a handler's own (the districts chart's SVG, a grievance attachment).
  if (csp) response.headers.set('Content-Security-Policy', path.startsWith('/api/') ? STORED_FILE_HEADERS['Content-Security-Policy'] : csp)
  for (const [name, value] of Object.entries(commonSecurityHeaders(https))) response.headers.set(name, value)
  if (previewFrame) response.headers.delete('X-Frame-Options')

  // ---- Payload's admin UI (/cms): no nonce policy (it needs inline scripts), but no framing, plugins or <base>.
  // /cms-api is left out: its stored files carry their own sandbox policy (src/platform/uploads/collections.ts).
  if (path === '/cms' || path.startsWith('/cms/')) response.headers.set('Content-Security-Policy', CMS_CONTENT_SECURITY_POLICY)
  return response
}

export const config = {
  // Not the upload endpoint: Next buffers a body for the proxy and cuts it at 10 MB, while uploads
  // stream into their handler under its own cap (it sets these common headers itself).
  // The second entry: a static-file path with an escape in it (never a real file) meets the
  // malformed-address check above, instead of Next's bare 500 for /_next/static/%ZZ.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|api/admin/upload$).*)', '/_next/static/(.*%.*)'],
}
