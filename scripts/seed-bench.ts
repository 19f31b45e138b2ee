/**
 * `npm run seed:bench`: a benchmark roll for the office pages — 20,000
 * generated members across the 75 districts (blocks, phones, EHRMS codes, e-mails),
 * three years of memberships and payments (paid, pending, unpaid, revoked; online and
 * offline), and some grievances. For benchmarks only, never on a live site.
 *
 * Runs against DATABASE_URL, or, when it is unset, starts the embedded PostgreSQL in
 * DATA_DIR as `npm start` does (so stop the site first: one data directory, one
 * PostgreSQL). Migrates first. Running it again replaces the earlier bench rows
 * (members with an @bench.example.org address) rather than adding more.
 *
 * Fast on purpose: every table is filled by a few INSERT … SELECT statements over
 * generate_series through src/platform/db/sql.ts, not 20,000 Local API calls. Every member
 * gets the same password ('Bench-pass-123'): ONE user is created through the Local API
 * (one PBKDF2 hash, Payload's own format) and its salt and hash are copied.
 *
 * BENCH_MEMBERS=20000 sets the size. Prints the bench admin's e-mail and password.
 */
import { performance } from 'node:perf_hooks'

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20_000)
const DOMAIN = 'bench.example.org'
export const BENCH_PASSWORD = 'Bench-pass-123'
export const BENCH_ADMIN = `bench-admin@${DOMAIN}`

const step = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
  const started = performance.now()
  const result = await fn()
  console.log(`${label.padEnd(44)} ${Math.round(performance.now() - started)} ms`)
  return result
}

async function main() {
  if (!Number.isInteger(MEMBERS) || MEMBERS < 1 || MEMBERS > 500_000)
    throw new Error('BENCH_MEMBERS must be a whole number from 1 to 500000')
  let stopDatabase: (() => Promise<void>) | undefined
  if (!process.env.DATABASE_URL) {
    const { startEmbeddedDatabase } = await import('../src/runtime/embedded-db')
    const dataDir = process.env.DATA_DIR ?? 'data'
    const db = await startEmbeddedDatabase(dataDir, (msg) => console.log(msg))
    process.env.DATABASE_URL = db.url
    stopDatabase = () => db.stop()
  }
  // Rows only: no token is signed here, so any secret will do when none is set.
  process.env.PAYLOAD_SECRET ??= 'seed-bench-only-0123456789abcdef'
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const { migrations } = await import('../migrations')
  const { seedBenchRows } = await import('./seed-bench-rows')
  const payload = await getPayload({ config })
  try {
    await step('migrations', () => payload.db.migrate({ migrations: migrations as never }))
    const started = performance.now()
    await seedBenchRows(payload, { members: MEMBERS, domain: DOMAIN, password: BENCH_PASSWORD, adminEmail: BENCH_ADMIN, step })
    console.log(`\n${MEMBERS} members seeded in ${Math.round((performance.now() - started) / 100) / 10} s`)
    console.log(`bench admin: ${BENCH_ADMIN} / ${BENCH_PASSWORD}`)
  } finally {
    // The pool ends before its PostgreSQL does, or the pool's idle clients see the server go away.
    const db = payload.db as unknown as { destroy?: () => Promise<void>; pool?: { end?: () => Promise<void> } }
    await db.destroy?.().catch(() => {})
    await db.pool?.end?.().catch(() => {})
    await stopDatabase?.()
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err)
    process.exit(1)
  },
)
