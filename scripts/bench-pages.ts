/**
 * `npm run bench:pages`: how fast pages come back under load, not a test. For `/`, `/media/news` and
 * `/api/news`: 50 keep-alive connections (BENCH_CONNECTIONS) send requests back to back for 10 s
 * (BENCH_SECONDS), as `wrk -c50 -d10s` would; prints requests/s and p50/p99 latency per path, and how
 * the pages were answered (the response cache's x-page-cache header). Starts the production build with
 * demo content (tests/support/app-process.ts), or measures BENCH_URL. Like a browser, it asks for br/gzip.
 */
import http from 'node:http'

import { startApp } from '../tests/support/app-process'

const PATHS = ['/', '/media/news', '/api/news']
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)

type Result = { path: string; requests: number; errors: number; latencies: number[]; answers: Map<string, number>; seconds: number }

function get(agent: http.Agent, url: URL): Promise<{ status: number; cache: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json' } }, (res) => {
      res.on('data', () => {})
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: String(res.headers['x-page-cache'] ?? 'none') }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

async function load(base: string, path: string): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const url = new URL(path, base)
  const result: Result = { path, requests: 0, errors: 0, latencies: [], answers: new Map(), seconds: SECONDS }
  const started = process.hrtime.bigint()
  const until = Date.now() + SECONDS * 1000
  const connection = async () => {
    while (Date.now() < until) {
      const sent = process.hrtime.bigint()
      try {
        const { status, cache } = await get(agent, url)
        if (status !== 200) result.errors++
        result.answers.set(cache, (result.answers.get(cache) ?? 0) + 1)
      } catch {
        result.errors++
      }
      result.latencies.push(Number(process.hrtime.bigint() - sent) / 1e6)
      result.requests++
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, connection))
  result.seconds = Number(process.hrtime.bigint() - started) / 1e9
  agent.destroy()
  return result
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0

const app = process.env.BENCH_URL ? undefined : await startApp({ SEED_DEMO: 'true' })
const base = (process.env.BENCH_URL ?? app!.url).replace(/\/$/, '')
try {
  console.log(`bench:pages ${base}: ${CONNECTIONS} connections, ${SECONDS} s per path`)
  console.log('\n| path | requests/s | p50 ms | p99 ms | errors | answered |\n|---|---:|---:|---:|---:|---|')
  for (const path of PATHS) {
    for (let i = 0; i < 3; i++) await fetch(`${base}${path}`).then((r) => r.arrayBuffer()) // warm the caches
    const r = await load(base, path)
    const sorted = [...r.latencies].sort((a, b) => a - b)
    const answered = [...r.answers].map(([how, n]) => `${how} ${n}`).join(', ')
    console.log(
      `| ${path} | ${(r.requests / r.seconds).toFixed(0)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${r.errors} | ${answered} |`,
    )
  }
} finally {
  await app?.stop()
}
