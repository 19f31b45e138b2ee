/**
 * `npm run bench:load -- [URL] [--members N] [--viewers V]`: a load benchmark, not a test.
 * N members at once (default 200; BENCH_MEMBERS) against a running production build
 * (default http://127.0.0.1:3000; BENCH_URL), each: register → login → status →
 * create-order → pay (sandbox) → verify → certificate status, while V visitors
 * (default 10; BENCH_VIEWERS) load public pages until the members are done. Prints
 * p50/p95/p99 per step, errors and requests per second, then checks in the database
 * (DATABASE_URL, or the embedded PostgreSQL running under DATA_DIR): N paid
 * memberships this year, N distinct membership ids. Exit code 1 on any error.
 *
 * Client addresses: each member sends its own X-Forwarded-For (10.77.x.y), as if
 * behind a load balancer; start the site with TRUSTED_PROXIES=127.0.0.1/8 so the
 * address is believed (without it the limits key on 127.0.0.1 and registration
 * beyond the per-address ceiling is refused with 429: counted as errors).
 */
import path from 'node:path'

import pg from 'pg'

import { membershipYear } from '@/features/membership/client'
import { startEmbeddedDatabase } from '../src/runtime/embedded-db'
import { percentile, runMember, STEPS, type Tally, viewPages } from './bench-load-steps'

function option(name: string, envName: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`)
  const raw = at > 0 ? process.argv[at + 1] : process.env[envName]
  const value = raw === undefined ? fallback : Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} / ${envName} must be a positive whole number, not ${raw}`)
  return value
}

const url = (process.argv.slice(2).find((a) => /^https?:\/\//.test(a)) ?? process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(
  /\/$/,
  '',
)
const members = option('members', 'BENCH_MEMBERS', 200)
const viewers = option('viewers', 'BENCH_VIEWERS', 10)
const run = Date.now().toString(36)

async function databaseUrl(): Promise<{ url: string; done: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, done: async () => {} }
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data')
  const db = await startEmbeddedDatabase(dataDir)
  if (db.startedHere) {
    await db.stop()
    throw new Error(`No PostgreSQL is running under ${dataDir}: set DATABASE_URL, or DATA_DIR to the running site's`)
  }
  return { url: db.url, done: db.stop }
}

async function checkDatabase(): Promise<string[]> {
  const db = await databaseUrl()
  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS paid, count(DISTINCT m.membership_id)::int AS ids, count(DISTINCT m.user_id)::int AS users
         FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE u.email LIKE $1 AND m.status = 'paid' AND m.membership_year = $2`,
      [`bench-${run}-%`, membershipYear()],
    )
    const { paid, ids, users } = rows[0]
    console.log(`database: ${paid} paid memberships, ${ids} distinct membership ids, ${users} members (expected ${members} each)`)
    return paid === members && ids === members && users === members
      ? []
      : [`database: expected ${members} paid memberships with distinct ids`]
  } finally {
    await client.end()
    await db.done()
  }
}

async function main() {
  const ready = await fetch(`${url}/readyz`).catch(() => undefined)
  if (!ready?.ok) throw new Error(`${url}/readyz does not answer 200: is the production build running there?`)
  console.log(`bench:load ${url}: ${members} members at once, ${viewers} visitors on public pages (run ${run})`)

  const tally: Tally = { times: new Map(STEPS.map((s) => [s, []])), errors: [], requests: 0 }
  const started = Date.now()
  let membersDone = false
  const visitors = Array.from({ length: viewers }, (_, i) => viewPages(url, i, tally, () => membersDone))
  await Promise.all(Array.from({ length: members }, (_, i) => runMember(url, run, i, tally)))
  membersDone = true
  await Promise.all(visitors)
  const seconds = (Date.now() - started) / 1000

  const rows = [...tally.times].map(([step, times]) => {
    const sorted = [...times].sort((a, b) => a - b)
    const errors = tally.errors.filter((e) => e.step === step).length
    return { step, count: sorted.length, errors, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) }
  })
  console.log('\n| step | requests | errors | p50 ms | p95 ms | p99 ms |\n|---|---:|---:|---:|---:|---:|')
  for (const r of rows) console.log(`| ${r.step} | ${r.count} | ${r.errors} | ${r.p50} | ${r.p95} | ${r.p99} |`)
  console.log(
    `\n${tally.requests} requests in ${seconds.toFixed(1)} s: ${(tally.requests / seconds).toFixed(1)} req/s; ${tally.errors.length} errors`,
  )
  for (const e of tally.errors.slice(0, 10)) console.log(`  error: ${e.step} member ${e.member}: ${e.detail}`)

  const problems = [...(tally.errors.length ? [`${tally.errors.length} errors`] : []), ...(await checkDatabase())]
  if (problems.length) {
    console.error(`FAILED: ${problems.join('; ')}`)
    process.exit(1)
  }
  console.log('OK')
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
