/**
 * `npm run bench:web`: Lighthouse (mobile profile: emulated mid-range phone on a
 * throttled 4G link) over the public pages, in Debian's Chromium, against the
 * production build with demo content. Prints each page's scores and key figures
 * and writes bench/web-latest.json. With BENCH_URL it measures that site instead
 * of starting one. Fails when a page is below performance 95 or accessibility 100.
 */
import fs from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { chromiumPath } from '../tests/support/chromium'
import { startApp } from '../tests/support/app-process'

const PAGES = ['/', '/about', '/media/news', '/media/photos']
const RUNS = Number(process.env.BENCH_RUNS ?? 3)

type Lhr = { audits: Record<string, { details?: { items?: unknown[] } }> }

/** Where the time goes: the LCP element and the five heaviest network requests. */
function describe(page: string, lhr: Lhr): Detail {
  const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items as { items?: { node?: { snippet?: string } }[] }[] | undefined
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as { url: string; transferSize?: number }[]
  return {
    page,
    lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet?.slice(0, 160) ?? 'unknown',
    heaviest: [...requests]
      .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))
      .slice(0, 5)
      .map((r) => `${Math.round((r.transferSize ?? 0) / 1024)} KB ${r.url.replace(base, '').slice(0, 110)}`),
  }
}

const app = process.env.BENCH_URL ? undefined : await startApp({ SEED_DEMO: 'true' })
const base = process.env.BENCH_URL ?? app!.url
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})

type Detail = { page: string; lcpElement: string; heaviest: string[] }
const details: Detail[] = []
type Row = { page: string; performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; cls: number; tbtMs: number; bytes: number }
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const rows: Row[] = []
try {
  for (const page of PAGES) {
    const runs: Row[] = []
    await fetch(`${base}${page}`) // warm the server-side cache
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      const lhr = result!.lhr
      if (i === 0) details.push(describe(page, lhr as unknown as Lhr))
      const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100)
      const num = (k: string) => Number(lhr.audits[k]?.numericValue ?? 0)
      runs.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(num('largest-contentful-paint')),
        cls: Number(num('cumulative-layout-shift').toFixed(3)),
        tbtMs: Math.round(num('total-blocking-time')),
        bytes: Math.round(num('total-byte-weight')),
      })
    }
    const pick = <K extends keyof Row>(k: K) => median(runs.map((r) => r[k] as number))
    rows.push({
      page,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      cls: pick('cls'),
      tbtMs: pick('tbtMs'),
      bytes: pick('bytes'),
    })
  }
} finally {
  await chrome.kill()
  await app?.stop()
  if (app) fs.rmSync(app.dataDir, { recursive: true, force: true })
}

console.log('\nWhat each page waits for (first run): the largest contentful paint element and the heaviest downloads')
for (const d of details) console.log(`${d.page}\n  LCP: ${d.lcpElement}\n  ${d.heaviest.join('\n  ')}`)
console.log(`\nLighthouse, mobile profile, median of ${RUNS} runs per page`)
console.table(rows)
fs.mkdirSync(path.resolve('bench'), { recursive: true })
fs.writeFileSync(path.resolve('bench/web-latest.json'), JSON.stringify({ date: new Date().toISOString(), runs: RUNS, rows }, null, 2) + '\n')
const failing = rows.filter((r) => r.performance < 95 || r.accessibility < 100)
if (failing.length) {
  console.error(`Below target (performance ≥ 95, accessibility 100): ${failing.map((r) => r.page).join(', ')}`)
  process.exit(1)
}
