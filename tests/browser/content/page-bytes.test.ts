import type { Browser, Request } from '@playwright/test'

import { base, nextAddress } from '../../support/account'
import { budgetOf, HOME_TARGET, LIGHTHOUSE_PHONE, OUTSIDE_ALLOWED } from '../../support/byte-budgets'
import { PUBLIC_PAGES, resolvePages, type PageUrl } from '../../support/public-pages'
import { expect, test } from '../../support/browser-fixtures'

/**
 * A public page's first load must stay within its byte budget (tests/support/byte-budgets.ts).
 * Bytes are deterministic, unlike timings, so they belong in `npm test`. Each page loads in a fresh
 * context (empty cache) on Lighthouse's phone, in Chromium against the production build, until the
 * network is quiet: so lazily loaded chunks, prefetches and the images above the fold count, as they do
 * for a visitor. A request's bytes are what crossed the wire: its encoded body and its headers.
 * Next's prefetches of linked pages (RSC fetches) are printed but left out of the budget: how many start
 * before the network is quiet varies by ±10 KB from run to run, and they serve the next page, not this one
 * (the bench's Lighthouse totals include those it sees). The figures per page — HTML, JS, CSS, fonts,
 * images, other, prefetches — are printed, to see where bytes go.
 */
type Kind = 'html' | 'js' | 'css' | 'font' | 'image' | 'other' | 'prefetch'
type Measured = Record<Kind | 'total', number> & { requests: number; heaviest: string[]; outside: string[] }

const KIND: Record<string, Kind> = { document: 'html', script: 'js', stylesheet: 'css', font: 'font', image: 'image' }
/** Next's RSC fetches: with no click, each is a prefetch of a linked page, not part of this one. */
const isPrefetch = (r: Request) => r.resourceType() === 'fetch' && ('rsc' in r.headers() || r.url().includes('_rsc='))
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

/**
 * Asks for `path` until the server answers it from its response cache, as it answers visitors once a page
 * has been asked for (the first render is Next's own, gzip and its scripts in <head>); a page the cache never
 * keeps (`/verify`) has no x-page-cache header, and is measured as rendered.
 */
async function warm(browser: Browser, path: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': nextAddress() } })
  try {
    await expect
      .poll(async () => (await context.request.get(`${base}${path}`)).headers()['x-page-cache'] ?? 'never kept', { timeout: 30_000 })
      .toMatch(/^(hit|never kept)$/)
  } finally {
    await context.close()
  }
}

/**
 * Loads `path` as a first visit of the served copy (see warm). Anything that expires a tag on this app (a job, the
 * test before) drops every kept page, and a drop between the warming and the visit would measure Next's own render
 * (its stylesheet as a file of its own, ~10 KB more) instead of what visitors get: such a visit is measured again.
 */
async function firstLoad(browser: Browser, path: string): Promise<Measured> {
  for (let attempt = 1; ; attempt++) {
    await warm(browser, path)
    const { measured, cache } = await visit(browser, path)
    if (cache !== 'miss' || attempt === 5) return measured
    console.log(`${path}: the kept copy was dropped between the warming and the visit; measured again`)
  }
}

/** One first visit of `path` in a fresh context: what each request transferred, by kind, and how the page was answered. */
async function visit(browser: Browser, path: string): Promise<{ measured: Measured; cache: string | undefined }> {
  const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, extraHTTPHeaders: { 'x-forwarded-for': nextAddress() } })
  const origin = new URL(base).origin
  const outside: string[] = []
  // Nothing outside the site loads on the test machines: such a request is aborted and named, not counted in silence.
  await context.route(
    (url) => url.origin !== origin,
    (route) => (outside.push(route.request().url()), route.abort()),
  )
  const page = await context.newPage()
  const finished: Request[] = []
  page.on('requestfinished', (request) => void finished.push(request))
  try {
    const response = await page.goto(`${base}${path}`, { waitUntil: 'load' })
    expect(response?.status(), path).toBe(200)
    const cache = response?.headers()['x-page-cache']
    await page.waitForLoadState('networkidle')
    const sized = await Promise.all(
      finished.map(async (r) => ({ r, bytes: await r.sizes().then((s) => s.responseBodySize + s.responseHeadersSize) })),
    )
    const measured: Measured = {
      html: 0,
      js: 0,
      css: 0,
      font: 0,
      image: 0,
      other: 0,
      prefetch: 0,
      total: 0,
      requests: sized.length,
      heaviest: [],
      outside,
    }
    for (const { r, bytes } of sized) {
      const kind = isPrefetch(r) ? 'prefetch' : (KIND[r.resourceType()] ?? 'other')
      measured[kind] += bytes
      // Prefetches are left out of the total: how many start before the network is quiet varies from run to run.
      if (kind !== 'prefetch') measured.total += bytes
    }
    measured.heaviest = sized
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 3)
      .map(({ r, bytes }) => `${kb(bytes)} ${r.url().replace(origin, '').slice(0, 90)}`)
    return { measured, cache }
  } finally {
    await context.close()
  }
}

let pages: Promise<PageUrl[]> | undefined

test.describe('public pages stay within their byte budgets (first load, phone)', () => {
  for (const page of PUBLIC_PAGES) {
    test(`${page} in English and Hindi`, async ({ browser }) => {
      pages ??= resolvePages(base)
      const budget = budgetOf(page)
      for (const p of (await pages).filter((x) => x.page === page)) {
        const m = await firstLoad(browser, p.path)
        console.log(
          `${p.path.padEnd(34)} total ${kb(m.total)} (budget ${kb(budget.total)}), JS ${kb(m.js)} (budget ${kb(budget.js)}) | HTML ${kb(m.html)}, CSS ${kb(m.css)}, ` +
            `fonts ${kb(m.font)}, images ${kb(m.image)}, other ${kb(m.other)}, ${m.requests} requests; prefetched for links ${kb(m.prefetch)}, not in the total | heaviest: ${m.heaviest.join('; ')}`,
        )
        if (m.outside.length)
          console.log(
            `${' '.repeat(34)} not counted (outside the site, unreachable here): ${m.outside.length} requests to ${[...new Set(m.outside.map((u) => new URL(u).host))].join(', ')}`,
          )
        const allowed = OUTSIDE_ALLOWED[page]
        expect(
          m.outside.filter((url) => !allowed?.test(url)),
          `${p.path} asks for addresses outside the site (tests/support/byte-budgets.ts)`,
        ).toEqual([])
        expect(m.html, `${p.path} loaded no HTML: nothing was measured`).toBeGreaterThan(1000)
        expect.soft(m.js, `${p.path}: JavaScript ${kb(m.js)} over its budget of ${kb(budget.js)}`).toBeLessThanOrEqual(budget.js)
        expect
          .soft(m.total, `${p.path}: ${kb(m.total)} transferred, over its budget of ${kb(budget.total)}`)
          .toBeLessThanOrEqual(budget.total)
        if (page === '/')
          expect
            .soft(m.total, `${p.path}: ${kb(m.total)} transferred, over the speed goals of ${kb(HOME_TARGET)}`)
            .toBeLessThanOrEqual(HOME_TARGET)
      }
    })
  }
})
