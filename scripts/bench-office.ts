/**
 * `npm run bench:office`: p50/p95 of the office's read endpoints against a
 * running site, usually after `npm run seed:bench`. Targets: register search and
 * filter p95 ≤ 150 ms, member file ≤ 150 ms, districts ≤ 200 ms; the grievance desk's
 * cards ≤ 300 ms, one case ≤ 150 ms, a year's figures ≤ 200 ms; the data
 * requests and the access log ≤ 150 ms, and a member's whole export (GET /api/my-data,
 * signed in as the member the register search finds first) ≤ 300 ms.
 *
 *   BENCH_URL=http://localhost:3000   the site (default)
 *   BENCH_TOKEN=…                     an admin's bearer token, or else it signs in with
 *   BENCH_EMAIL / BENCH_PASSWORD      (default the seed's bench admin) and, as the account
 *                                     has a second factor, BENCH_TOTP_SECRET (its base32 secret,
 *                                     e.g. the ADMIN_TOTP_SECRET the site was started with, which
 *                                     enrols an existing ADMIN_EMAIL admin) or BENCH_OTP (a code)
 *   BENCH_N=50                        timed requests per case (after 3 warm-up requests)
 *
 * Requests go one after another (latency, not throughput). An endpoint that answers
 * 404 is not in this build yet (the member register arrives with another branch): its
 * case is skipped with a note rather than failing the run.
 */
import { performance } from 'node:perf_hooks'

import { membershipYear } from '@/features/membership/client'
import { currentCode } from '@/features/accounts'

const BASE = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const N = Number(process.env.BENCH_N ?? 50)
const WARMUP = 3

type Case = { name: string; target: number; path: () => string | null; as?: 'member' }

async function token(): Promise<string> {
  if (process.env.BENCH_TOKEN) return process.env.BENCH_TOKEN
  const body = {
    email: process.env.BENCH_EMAIL ?? 'bench-admin@bench.example.org',
    password: process.env.BENCH_PASSWORD ?? 'Bench-pass-123',
    ...(process.env.BENCH_TOTP_SECRET
      ? { otp: currentCode(process.env.BENCH_TOTP_SECRET) }
      : process.env.BENCH_OTP
        ? { otp: process.env.BENCH_OTP }
        : {}),
  }
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok)
    throw new Error(`sign-in failed: ${res.status} ${await res.text()} (set BENCH_TOKEN, or BENCH_OTP for an account with a second factor)`)
  return ((await res.json()) as { token: string }).token
}

async function signInAs(email: string, password: string): Promise<{ authorization: string } | null> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) {
    await res.body?.cancel()
    return null
  }
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function main() {
  const auth = { authorization: `Bearer ${await token()}` }
  const get = (path: string) => fetch(`${BASE}${path}`, { headers: auth })
  const year = membershipYear()

  // A member for the member-file case: the first of a register search, when the register exists.
  let memberId: string | null = null
  let memberEmail: string | null = null
  const probe = await get('/api/admin/members?q=Sunita&limit=1')
  if (probe.ok) {
    const first = ((await probe.json()) as { docs?: { id: number; email: string }[] }).docs?.[0]
    memberId = first ? String(first.id) : null
    memberEmail = first?.email ?? null
  } else await probe.body?.cancel()
  // Bench members share the seed's password (scripts/seed-bench.ts); a demo site's member has its own.
  const memberAuth = memberEmail ? await signInAs(memberEmail, process.env.BENCH_MEMBER_PASSWORD ?? 'Bench-pass-123') : null

  let grievanceId: string | null = null
  const cards = await get('/api/admin/grievances')
  if (cards.ok) grievanceId = String(((await cards.json()) as { id: number }[])[0]?.id ?? '') || null
  else await cards.body?.cancel()

  const cases: Case[] = [
    { name: 'register search (q=Sunita)', target: 150, path: () => '/api/admin/members?q=Sunita&limit=20' },
    { name: 'register search (EHRMS)', target: 150, path: () => '/api/admin/members?q=BEN0012345&limit=20' },
    {
      name: 'register filter (district+status)',
      target: 150,
      path: () => `/api/admin/members?district=Agra&status=paid&year=${year}&limit=20`,
    },
    { name: 'member file', target: 150, path: () => (memberId ? `/api/admin/members/${memberId}` : null) },
    { name: 'districts', target: 200, path: () => `/api/admin/districts?year=${year}` },
    { name: 'districts monthly', target: 200, path: () => `/api/admin/districts/monthly?year=${year}` },
    { name: 'dashboard', target: 200, path: () => '/api/admin/dashboard' },
    // The grievance desk: the seed gives about one member in 25 a case.
    { name: 'grievances (all cards)', target: 300, path: () => '/api/admin/grievances' },
    { name: 'grievances (overdue)', target: 300, path: () => '/api/admin/grievances?overdue=1' },
    { name: 'grievance case', target: 150, path: () => (grievanceId ? `/api/admin/grievances/${grievanceId}` : null) },
    { name: 'grievance stats (a year)', target: 200, path: () => `/api/admin/grievances/stats?from=${year}-01-01&to=${year}-12-31` },
    // The data requests, the access log (the member-file case above writes to it) and a member's export.
    { name: 'data requests (pending)', target: 150, path: () => '/api/admin/data-requests?status=pending' },
    { name: 'access log (first page)', target: 150, path: () => '/api/admin/access-log' },
    { name: "a member's export (GET /api/my-data)", target: 300, path: () => (memberAuth ? '/api/my-data' : null), as: 'member' },
  ]

  const results: Record<string, string | number>[] = []
  for (const c of cases) {
    const path = c.path()
    if (!path) {
      console.log(`skipped ${c.name}: no member found (the member register is not in this build yet)`)
      continue
    }
    const get = (p: string) => fetch(`${BASE}${p}`, { headers: c.as === 'member' && memberAuth ? memberAuth : auth })
    const first = await get(path)
    await first.body?.cancel()
    if (first.status === 404) {
      console.log(`skipped ${c.name}: ${path.split('?')[0]} answers 404 (not in this build yet; it arrives with another branch)`)
      continue
    }
    if (!first.ok) throw new Error(`${c.name}: ${path} answered ${first.status}`)
    for (let i = 1; i < WARMUP; i++) await (await get(path)).arrayBuffer()
    const times: number[] = []
    for (let i = 0; i < N; i++) {
      const started = performance.now()
      const res = await get(path)
      await res.arrayBuffer() // the whole body: what the page waits for
      times.push(performance.now() - started)
      if (!res.ok) throw new Error(`${c.name}: ${path} answered ${res.status}`)
    }
    times.sort((a, b) => a - b)
    const [p50, p95] = [percentile(times, 50), percentile(times, 95)].map((t) => Math.round(t * 10) / 10)
    results.push({ case: c.name, n: N, 'p50 ms': p50, 'p95 ms': p95, 'target p95 ms': c.target, ok: p95 <= c.target ? 'yes' : 'NO' })
  }
  console.table(results)
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
