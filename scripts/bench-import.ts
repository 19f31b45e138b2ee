/**
 * The roll import at full size (20,000 rows in under a minute):
 * `npm run bench:import`. Starts an embedded PostgreSQL in a temporary
 * directory, generates a roll of BENCH_ROWS rows (default 20,000, the limit): new
 * members — Hindi and English names, all 75 districts, every third with this
 * year paid — and 1,000 members already on the site whose rows change their
 * block. It times:
 * the dry run (read, check, compare, store), the commit (re-plan, queue, the
 * job writing every chunk) and a second dry run of the same file (which must
 * find nothing to do). Mail delivery is not timed: the welcome mails wait in
 * the outbox, as they would for the mail job.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROWS = Number(process.env.BENCH_ROWS ?? 20_000)
// Of the rows, members already on the site (the rest are new).
const EXISTING = Math.min(1_000, Math.floor(ROWS / 20))
const NEW = ROWS - EXISTING

async function parent() {
  const pg = (await import('pg')).default
  const { startEmbeddedDatabase } = await import('../src/runtime/embedded-db')
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-bench-import-'))
  const db = await startEmbeddedDatabase(tmp)
  try {
    const admin = new pg.Client({ connectionString: db.url })
    await admin.connect()
    await admin.query(`CREATE DATABASE bench_import ENCODING 'UTF8' TEMPLATE template0`)
    await admin.end()
    const url = new URL(db.url)
    url.pathname = '/bench_import'
    const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child'], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        DATA_DIR: tmp,
        PAYLOAD_SECRET: 'bench-secret-0123456789abcdef',
        SEED_DEMO: 'false',
        SITE_URL: 'http://localhost:3999',
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const line = child.stdout.split('\n').find((l) => l.startsWith('RESULT '))
    if (!line) throw new Error(`the import run failed (exit ${child.status})`)
    const result = JSON.parse(line.slice('RESULT '.length)) as Record<string, number>
    console.table(result)
    console.log(
      result.totalMs < 60_000
        ? `OK: ${ROWS} rows in ${(result.totalMs / 1000).toFixed(1)} s (< 60 s)`
        : `TOO SLOW: ${(result.totalMs / 1000).toFixed(1)} s`,
    )
  } finally {
    await db.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

/** The roll: `rows` new members and the `existing` ones (EHRMS EX…) with a new block. */
async function roll(existing: number, districts: readonly string[], year: string): Promise<string> {
  const names = ['सुनीता मौर्य', 'Ramesh Kumar Verma', 'पूजा यादव', 'Anil Singh', 'रीना गुप्ता', 'Mohd. Arif Khan']
  const lines = ['Name,Email,Phone,EHRMS,District,Block,Ayushman,DOB,Joining Date,Paid Year,Receipt Reference']
  for (let i = 1; i <= NEW; i++) {
    const paid = i % 3 === 0 ? `${year},RB-${year}/${i}` : ','
    lines.push(
      `${names[i % names.length]} ${i},member${i}@example.org,6${String(i).padStart(9, '0')},EH${i},${districts[i % districts.length]},Block ${i % 800},"AAM, Block ${i % 800}",${String((i % 28) + 1).padStart(2, '0')}-0${(i % 9) + 1}-19${70 + (i % 30)},01-04-2019,${paid}`,
    )
  }
  for (let i = 1; i <= existing; i++)
    lines.push(`Existing ${i},existing${i}@example.org,5${String(i).padStart(9, '0')},EX${i},Agra,New block ${i},,15-08-1990,,,`)
  return lines.join('\r\n') + '\r\n'
}

async function child() {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const { migrations } = await import('../migrations')
  const { DISTRICTS } = await import('../src/platform/config/districts')
  const { membershipYear } = await import('../src/features/membership/client')
  const { drizzleOf, sql } = await import('../src/platform/db/sql')
  const { dryRunImport } = await import('../src/features/office')
  const { commitImport } = await import('../src/features/office')
  const { importStatus } = await import('../src/features/office')
  type Office = Parameters<typeof dryRunImport>[1]

  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as never })
  const admin = await payload.create({
    collection: 'users',
    data: { email: 'bench-admin@example.org', password: 'Bench-pass-123', name: 'Bench admin', role: 'admin' },
  })
  const office = { user: admin, role: 'admin', districts: 'all' } as unknown as Office
  await drizzleOf(payload).execute(sql`
    INSERT INTO users (name, role, email, ehrms, district, block, phone, dob)
    SELECT 'Existing ' || g, 'member', 'existing' || g || '@example.org', 'EX' || g, 'Agra', 'Old block', '5' || lpad(g::text, 9, '0'), '1990-08-15T06:30:00Z'
    FROM generate_series(1, ${EXISTING}) AS g`)
  const bytes = new TextEncoder().encode(await roll(EXISTING, DISTRICTS, membershipYear()))

  let t = performance.now()
  const dry = await dryRunImport(payload, office, { fileName: 'bench.csv', bytes, lang: 'en' })
  const dryRunMs = performance.now() - t
  t = performance.now()
  await commitImport(payload, office, dry.id)
  let status = await importStatus(payload, dry.id)
  while (status.status !== 'committed') {
    if (status.status === 'failed') throw new Error(`import failed: ${status.failure}`)
    await new Promise((r) => setTimeout(r, 50))
    status = await importStatus(payload, dry.id)
  }
  const commitMs = performance.now() - t
  t = performance.now()
  const again = await dryRunImport(payload, office, { fileName: 'bench.csv', bytes, lang: 'en' })
  const secondDryRunMs = performance.now() - t
  if (again.plan.creates.length || again.plan.updates.length || again.plan.dues.length)
    throw new Error('the second dry run found changes: the import is not idempotent')
  console.log(
    'RESULT ' +
      JSON.stringify({
        rows: ROWS,
        fileKB: Math.round(bytes.byteLength / 1024),
        created: status.created,
        updated: status.updated,
        duesRecorded: status.duesRecorded,
        dryRunMs: Math.round(dryRunMs),
        commitMs: Math.round(commitMs),
        totalMs: Math.round(dryRunMs + commitMs),
        secondDryRunMs: Math.round(secondDryRunMs),
      }),
  )
  // The outbox delivery kicked after the commit is not part of the figure; the parent drops the database.
  process.exit(0)
}

if (process.argv.includes('--child')) await child()
else await parent()
