/**
 * `npm run bench:web`: Lighthouse (its own mobile profile: an emulated mid-range phone on a throttled
 * 4G link) over every public page in English and Hindi (tests/support/public-pages.ts), in Debian's
 * Chromium, against the production build with demo content. Prints per page the median of BENCH_RUNS
 * runs (default 3) — scores, LCP, TBT, CLS, FCP, bytes, the LCP element — as a markdown table, then where
 * the bytes go, then a rural profile for `/` and `/hi` (400 kbit/s, 400 ms round trip, 4× CPU); writes
 * bench/web-latest.json and bench/web-latest.md. Exits 1 when a goal of the speed work is missed (GOALS below),
 * after printing everything.
 *
 * Every run is a first-time visitor's: each Lighthouse run (the rural ones too) launches its own Chromium
 * (chrome-launcher) with a new empty profile (--user-data-dir, a fresh temporary folder), and the browser
 * is killed and the folder deleted after that run. Nothing carries over from one run to the next: no
 * HTTP cache, no V8 code cache (so every script is compiled as it arrives), no service worker, no storage.
 * The site is started with the start script (tests/support/app-process.ts `startApp`, scripts/start.ts:
 * builds when the build is missing or stale, to NEXT_DIST_DIR when set) unless BENCH_URL is given.
 *
 * BENCH_PAGES=/,/about picks pages (the English paths of the list; each runs in both languages);
 * BENCH_URL=http://host:port measures that running site instead of starting one; BENCH_RURAL=0 skips the
 * rural profile. Timings drift with the machine's load: compare medians, and bytes, which do not drift.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags } from 'lighthouse'

import { RATE_LIMITS } from '../src/platform/config/limits'
import { startApp } from '../tests/support/app-process'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium'
import { resolvePages, type PageUrl } from '../tests/support/public-pages'

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))
const ONLY = (process.env.BENCH_PAGES ?? '')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean)
const RURAL = process.env.BENCH_RURAL !== '0'
/** the speed goals; LCP per page in ms (both languages), the rest for every page. */
const GOALS = {
  performance: 100,
  accessibility: 100,
  tbtMs: 50,
  cls: 0,
  lcpMs: { '/': 1300, '/about': 1000 } as Record<string, number>,
  ruralMs: 4000,
}
/** The rural profile: Lighthouse's simulated throttling with slower numbers; the mobile emulation stays. */
const RURAL_THROTTLING = { rttMs: 400, throughputKbps: 400, cpuSlowdownMultiplier: 4 }

type Row = PageUrl & {
  performance: number
  accessibility: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  lcpElement: string
  bytes: Bytes
}
type Rural = { path: string; fcpMs: number; lcpMs: number; lcpElement: string }
type Bytes = {
  total: number
  document: number
  script: number
  stylesheet: number
  font: number
  image: number
  other: number
  requests: number
}
type Lhr = { audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }> }

/** The page's transferred bytes by kind (Lighthouse's resource summary: encoded bytes on the wire, headers included). */
function bytesOf(lhr: Lhr): Bytes {
  const items = (lhr.audits['resource-summary']?.details?.items ?? []) as {
    resourceType: string
    transferSize: number
    requestCount: number
  }[]
  const of = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0
  const total = of('total')
  const known = of('document') + of('script') + of('stylesheet') + of('font') + of('image')
  const requests = items.find((i) => i.resourceType === 'total')?.requestCount ?? 0
  return {
    total,
    document: of('document'),
    script: of('script'),
    stylesheet: of('stylesheet'),
    font: of('font'),
    image: of('image'),
    other: total - known,
    requests,
  }
}

/** The largest contentful paint element, as the start of its markup. */
function describeLcp(lhr: Lhr): string {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items as
    { items?: { node?: { snippet?: string } }[] }[] | undefined
  return items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 100) ?? 'unknown'
}

// The bench's own app trusts loopback's X-Forwarded-For, so each /verify run comes from an address of its own
// (the production limit stays as it is). Against BENCH_URL the site sees one address: the runs are spaced instead.
const app = process.env.BENCH_URL ? undefined : await startApp({ SEED_DEMO: 'true', TRUSTED_PROXIES: '127.0.0.1/8,::1' })
const base = (process.env.BENCH_URL ?? app!.url).replace(/\/$/, '')
let address = 0
const nextAddress = () => `198.18.${Math.floor(++address / 250) % 256}.${(address % 250) + 1}`

/** Waits, when needed, so this bench's /verify requests from one address stay under the site's limit. */
const verifyHits: number[] = []
async function spaceVerify(url: string) {
  if (app || !url.includes('/verify/')) return
  const { limit, windowMs } = RATE_LIMITS.verify
  const recent = () => verifyHits.filter((t) => t > Date.now() - windowMs)
  // Half the limit: a person checking a certificate from this address meanwhile still gets through.
  while (recent().length >= limit / 2) {
    console.log(`  waiting for the /verify limit (${limit} per ${windowMs / 60_000} min per address)…`)
    await new Promise((r) => setTimeout(r, Math.min(...recent()) + windowMs - Date.now() + 1000))
  }
  verifyHits.push(Date.now())
}

/**
 * Runs `use` against a Chromium of its own: a new empty profile in a fresh temporary folder, the browser
 * killed (its whole process group) and the folder deleted afterwards, so no run sees another's caches.
 */
async function withFreshChromium<T>(use: (port: number) => Promise<T>): Promise<T> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-chromium-'))
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      userDataDir,
    })
    const closed = new Promise<void>((resolve) =>
      chrome.process.exitCode !== null ? resolve() : chrome.process.once('close', () => resolve()),
    )
    try {
      return await use(chrome.port)
    } finally {
      chrome.kill()
      await Promise.race([closed, new Promise((r) => setTimeout(r, 10_000))])
    }
  } finally {
    fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10 })
  }
}

async function audit(url: string, flags: Flags = {}) {
  await spaceVerify(url)
  const result = await withFreshChromium((port) =>
    lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: app ? { 'x-forwarded-for': nextAddress() } : undefined,
      ...flags,
    }),
  )
  const lhr = result!.lhr
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const num = (k: string) => Number(lhr.audits[k]?.numericValue ?? NaN)
  const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: Math.round(num('largest-contentful-paint')),
    fcpMs: Math.round(num('first-contentful-paint')),
    tbtMs: Math.round(num('total-blocking-time')),
    cls: Number(num('cumulative-layout-shift').toFixed(3)),
    lcpElement: describeLcp(lhr as unknown as Lhr),
    bytes: bytesOf(lhr as unknown as Lhr),
  }
}

type Run = Awaited<ReturnType<typeof audit>>
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const rows: Row[] = []
const rural: Rural[] = []
try {
  const pages = await resolvePages(base, ONLY)
  for (const p of pages) {
    // Warm once (the server-side cache and Next's first render), never counted.
    await spaceVerify(p.path)
    await (await fetch(`${base}${p.path}`, { headers: app ? { 'x-forwarded-for': nextAddress() } : {} })).arrayBuffer()
    const runs: Run[] = []
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${base}${p.path}`))
    const pick = (k: 'performance' | 'accessibility' | 'lcpMs' | 'tbtMs' | 'cls' | 'fcpMs') => median(runs.map((r) => r[k]))
    // The bytes and the LCP element of the run whose LCP is the median one.
    const mid = runs.find((r) => r.lcpMs === pick('lcpMs'))!
    const row: Row = {
      ...p,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      fcpMs: pick('fcpMs'),
      lcpElement: mid.lcpElement,
      bytes: mid.bytes,
    }
    rows.push(row)
    console.log(
      `${p.path}: performance ${row.performance}, accessibility ${row.accessibility}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, ${Math.round(row.bytes.total / 1024)} KB`,
    )
  }
  if (RURAL && pages.some((p) => p.page === '/')) {
    for (const p of pages.filter((x) => x.page === '/')) {
      const runs: Run[] = []
      for (let i = 0; i < RUNS; i++)
        runs.push(await audit(`${base}${p.path}`, { throttlingMethod: 'simulate', throttling: RURAL_THROTTLING }))
      const lcpMs = median(runs.map((r) => r.lcpMs))
      const fcpMs = median(runs.map((r) => r.fcpMs))
      // The goal is held to LCP, not FCP: FCP may be a header or a logo, by LCP the largest block above the fold (the headline or more) is painted.
      rural.push({ path: p.path, fcpMs, lcpMs, lcpElement: runs.find((r) => r.lcpMs === lcpMs)!.lcpElement })
    }
  }
} finally {
  await app?.stop()
  if (app) fs.rmSync(app.dataDir, { recursive: true, force: true })
}

const kb = (n: number) => (n / 1024).toFixed(1)
const s = (ms: number) => (ms / 1000).toFixed(2)
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ')
const table = [
  `Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'}, mobile profile, ${new Date().toISOString().slice(0, 16)}Z`,
  '',
  '| page | perf | a11y | LCP | TBT | CLS | FCP | JS | transferred | LCP element |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.path} | ${r.performance} | ${r.accessibility} | ${s(r.lcpMs)} s | ${r.tbtMs} ms | ${r.cls} | ${s(r.fcpMs)} s | ${kb(r.bytes.script)} KB | ${kb(r.bytes.total)} KB | \`${cell(r.lcpElement)}\` |`,
  ),
  '',
  'Where the bytes go (transferred, KB; the median-LCP run):',
  '',
  '| page | HTML | JS | CSS | fonts | images | other | requests |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.path} | ${kb(r.bytes.document)} | ${kb(r.bytes.script)} | ${kb(r.bytes.stylesheet)} | ${kb(r.bytes.font)} | ${kb(r.bytes.image)} | ${kb(r.bytes.other)} | ${r.bytes.requests} |`,
  ),
  ...(rural.length
    ? [
        '',
        `Rural profile (${RURAL_THROTTLING.throughputKbps} kbit/s, ${RURAL_THROTTLING.rttMs} ms round trip, ${RURAL_THROTTLING.cpuSlowdownMultiplier}× CPU, simulated), goal: headline shown ≤ ${s(GOALS.ruralMs)} s:`,
        '',
        '| page | FCP | LCP (headline shown) | LCP element |',
        '|---|---|---|---|',
        ...rural.map((r) => `| ${r.path} | ${s(r.fcpMs)} s | ${s(r.lcpMs)} s | \`${cell(r.lcpElement)}\` |`),
      ]
    : []),
].join('\n')
console.log(`\n${table}\n`)

fs.mkdirSync(path.resolve('bench'), { recursive: true })
fs.writeFileSync(
  path.resolve('bench/web-latest.json'),
  JSON.stringify({ date: new Date().toISOString(), base, runs: RUNS, goals: GOALS, rows, rural }, null, 2) + '\n',
)
fs.writeFileSync(path.resolve('bench/web-latest.md'), table + '\n')
console.log('Written: bench/web-latest.json, bench/web-latest.md')

const missed = [
  ...rows.flatMap((r) => {
    const lcpGoal = GOALS.lcpMs[r.page]
    return [
      r.performance < GOALS.performance ? `${r.path}: performance ${r.performance} < ${GOALS.performance}` : '',
      r.accessibility < GOALS.accessibility ? `${r.path}: accessibility ${r.accessibility} < ${GOALS.accessibility}` : '',
      lcpGoal && r.lcpMs > lcpGoal ? `${r.path}: LCP ${s(r.lcpMs)} s > ${s(lcpGoal)} s` : '',
      r.tbtMs > GOALS.tbtMs ? `${r.path}: TBT ${r.tbtMs} ms > ${GOALS.tbtMs} ms` : '',
      r.cls > GOALS.cls ? `${r.path}: CLS ${r.cls} > ${GOALS.cls}` : '',
    ]
  }),
  ...rural.map((r) =>
    r.lcpMs > GOALS.ruralMs ? `${r.path} (rural): headline shown (LCP) at ${s(r.lcpMs)} s > ${s(GOALS.ruralMs)} s` : '',
  ),
].filter(Boolean)
if (missed.length) {
  console.error(`\nGoals missed (${missed.length}):\n  ${missed.join('\n  ')}`)
  process.exit(1)
}
console.log('Every goal met.')
