/**
 * `npm run bench:bytes`: what a first visit to each public page transfers, by
 * kind (document, script, stylesheet, font, image, other), in Debian's Chromium
 * with an empty cache and Lighthouse's mobile screen (412×823 at 1.75×), without
 * scrolling, so lazy images below the fold count only once they would load.
 * Bytes are deterministic where timings on a shared machine are not. With
 * BENCH_URL it measures that site instead of starting one; prints a table and
 * writes bench/bytes-latest.json.
 */
import fs from 'node:fs'
import path from 'node:path'

import { chromium, type CDPSession } from '@playwright/test'

import { startApp } from '../tests/support/app-process'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium'

const KINDS = ['document', 'script', 'stylesheet', 'font', 'image', 'other'] as const
type Kind = (typeof KINDS)[number]
type Row = { page: string; requests: number; total: number } & Record<Kind, number>

const kindOf = (cdpType: string): Kind => {
  const kind = cdpType.toLowerCase()
  return (KINDS as readonly string[]).includes(kind) ? (kind as Kind) : 'other'
}

/** Sums encodedDataLength (bytes on the wire: headers plus the compressed body) per request. */
function countTransfers(cdp: CDPSession) {
  const types = new Map<string, string>()
  const sizes = new Map<string, number>()
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type))
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength))
  return () => {
    const row = { requests: 0, total: 0, document: 0, script: 0, stylesheet: 0, font: 0, image: 0, other: 0 }
    for (const [id, size] of sizes) {
      row[kindOf(types.get(id) ?? 'other')] += size
      row.total += size
      row.requests++
    }
    return row
  }
}

const app = process.env.BENCH_URL ? undefined : await startApp({ SEED_DEMO: 'true' })
const base = process.env.BENCH_URL ?? app!.url
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
const rows: Row[] = []
try {
  // A news item with a photo, where there is one: its photo is the page's largest paint.
  const news = (await (await fetch(`${base}/api/news`)).json()) as { id: number; photoUrl: string | null }[]
  const item = news.find((n) => n.photoUrl) ?? news[0]
  const pages = ['/', '/about', '/media/news', '/media/photos', ...(item ? [`/media/news/${item.id}`] : [])]
  for (const page of pages.flatMap((p) => [p, p === '/' ? '/hi' : `/hi${p}`])) {
    await fetch(`${base}${page}`) // warm the server-side cache
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    })
    const tab = await context.newPage()
    const cdp = await context.newCDPSession(tab)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    const tally = countTransfers(cdp)
    await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' })
    rows.push({ page, ...tally() })
    await context.close()
  }
} finally {
  await browser.close()
  await app?.stop()
}

const kb = (n: number) => (n / 1024).toFixed(1)
console.log(['page', 'requests', 'total KB', ...KINDS.map((k) => `${k} KB`)].join('\t'))
for (const r of rows) console.log([r.page, r.requests, kb(r.total), ...KINDS.map((k) => kb(r[k]))].join('\t'))
const out = path.join('bench', 'bytes-latest.json')
fs.mkdirSync(path.dirname(out), { recursive: true })
fs.writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), base, rows }, null, 2) + '\n')
console.log(`written ${out}`)
