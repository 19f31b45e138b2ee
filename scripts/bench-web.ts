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

import { chromiumPath } from '../tests/support/browser'
import { startApp } from '../tests/support/app-process'

const PAGES = ['/', '/about', '/media/news', '/media/photos']
const RUNS = Number(process.env.BENCH_RUNS ?? 3)

const app = process.env.BENCH_URL ? undefined : await startApp({ SEED_DEMO: 'true' })
const base = process.env.BENCH_URL ?? app!.url
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})

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

console.log(`\nLighthouse, mobile profile, median of ${RUNS} runs per page`)
console.table(rows)
fs.mkdirSync(path.resolve('bench'), { recursive: true })
fs.writeFileSync(path.resolve('bench/web-latest.json'), JSON.stringify({ date: new Date().toISOString(), runs: RUNS, rows }, null, 2) + '\n')
const failing = rows.filter((r) => r.performance < 95 || r.accessibility < 100)
if (failing.length) {
  console.error(`Below target (performance ≥ 95, accessibility 100): ${failing.map((r) => r.page).join(', ')}`)
  process.exit(1)
}
