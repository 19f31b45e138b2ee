/**
 * Peak memory of the streamed member export (GET /api/admin/users/export) for
 * 100 and for 100,000 members: `node --import tsx scripts/bench-export-memory.ts`.
 *
 * Starts an embedded PostgreSQL in a temporary directory; each size runs in its
 * own Node process (--expose-gc, fresh database) so one run's garbage never
 * shows in the other's peak. The export is consumed as fast as it comes, and
 * heap and RSS are sampled every 2 ms and after every chunk. Streaming works
 * when the peak above the baseline does not grow with the number of members.
 * The peak heap includes garbage V8 has not collected yet, so every 10 chunks a
 * full collection also measures the live heap: what the export really holds.
 * BENCH_SIZES=100,100000 chooses the sizes; BENCH_NODE_FLAGS passes V8 flags.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SIZES = (process.env.BENCH_SIZES ?? '100,100000').split(',').map(Number)
const MB = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

async function parent() {
  const pg = (await import('pg')).default
  const { startEmbeddedDatabase } = await import('../src/runtime/embedded-db')
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-bench-export-'))
  const db = await startEmbeddedDatabase(tmp)
  console.error(`database ready at ${tmp}`)
  const results: unknown[] = []
  try {
    for (const size of SIZES) {
      const name = `bench_export_${size}`
      const admin = new pg.Client({ connectionString: db.url })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name} ENCODING 'UTF8' TEMPLATE template0`)
      await admin.end()
      const url = new URL(db.url)
      url.pathname = `/${name}`
      console.error(`exporting ${size} members…`)
      const child = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '--expose-gc',
          ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
          fileURLToPath(import.meta.url),
          '--child',
          String(size),
        ],
        {
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
          maxBuffer: 64 * 1024 * 1024,
        },
      )
      const line = child.stdout.split('\n').find((l) => l.startsWith('RESULT '))
      if (!line) throw new Error(`run for ${size} members failed (exit ${child.status})`)
      results.push(JSON.parse(line.slice('RESULT '.length)))
    }
  } finally {
    await db.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  }
  console.table(results)
}

async function child(size: number) {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const { migrations } = await import('../migrations')
  const { startMemberExport } = await import('../src/features/office')
  const { drizzleOf, sql } = await import('../src/platform/db/sql')
  const { membershipYear } = await import('../src/features/membership/client')
  type Admin = Parameters<typeof startMemberExport>[1]

  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as never })
  const admin = await payload.create({
    collection: 'users',
    data: { email: 'bench-admin@example.org', password: 'Bench-pass-123', name: 'Bench admin', role: 'admin' },
  })
  const db = drizzleOf(payload)
  // Realistic rows: Hindi names, every profile field, a paid membership for every other member.
  await db.execute(sql`
    INSERT INTO users (name, role, email, ehrms, gender, district, block, phone, ayushman, dob, joining_date)
    SELECT 'सुनीता मौर्य ' || g, 'member', 'member-' || g || '@example.org', 'EH' || g, 'Female', 'Lucknow', 'Sarojini Nagar ' || g,
      '9876543210', 'Ayushman Arogya Mandir, Sarojini Nagar ' || g, '1994-07-21T06:30:00Z', '2021-02-15T06:30:00Z'
    FROM generate_series(1, ${size}) AS g`)
  await db.execute(sql`
    INSERT INTO memberships (user_id, membership_year, status, amount, membership_id, start_date, end_date)
    SELECT id, ${membershipYear()}, 'paid', 10000, 'UPCHO-' || id, now(), now() + interval '300 days' FROM users WHERE role = 'member' AND id % 2 = 0`)

  // As autovacuum would soon after an import; BENCH_ANALYZE=0 measures the freshly imported tables.
  if (process.env.BENCH_ANALYZE !== '0') await db.execute(sql`ANALYZE users, memberships`)
  const gc = (globalThis as { gc?: () => void }).gc!
  gc()
  gc()
  const base = process.memoryUsage()
  let peakHeap = base.heapUsed
  let peakRss = base.rss
  const sample = () => {
    const m = process.memoryUsage()
    peakHeap = Math.max(peakHeap, m.heapUsed)
    peakRss = Math.max(peakRss, m.rss)
  }
  const timer = setInterval(sample, 2)
  const started = performance.now()
  const { stream } = await startMemberExport(payload, { user: { id: admin.id }, role: 'admin', districts: 'all' } as unknown as Admin)
  let bytes = 0
  let chunks = 0
  let liveMax = 0
  const reader = stream.getReader()
  for (;;) {
    const { done, value: chunk } = await reader.read()
    if (done) break
    bytes += chunk.byteLength
    chunks += 1
    sample()
    if (chunks % 10 === 0) {
      gc()
      liveMax = Math.max(liveMax, process.memoryUsage().heapUsed - base.heapUsed)
    }
  }
  clearInterval(timer)
  gc()
  const retained = process.memoryUsage().heapUsed - base.heapUsed
  const ms = Math.round(performance.now() - started)
  const [record] = (await payload.find({ collection: 'user-exports', sort: '-id', limit: 1 })).docs
  console.log(
    'RESULT ' +
      JSON.stringify({
        members: size,
        rowsRecorded: record.rowCount,
        csvKB: Math.round(bytes / 1024),
        chunks,
        ms,
        baseHeapMB: MB(base.heapUsed),
        peakHeapAboveBaseMB: MB(peakHeap - base.heapUsed),
        liveHeapMaxMB: MB(liveMax),
        heapRetainedAfterMB: MB(retained),
        baseRssMB: MB(base.rss),
        peakRssAboveBaseMB: MB(peakRss - base.rss),
      }),
  )
  // Payload keeps a pool client busy, so ending the pool could wait forever; the parent drops the database anyway.
  process.exit(0)
}

const i = process.argv.indexOf('--child')
if (i >= 0) await child(Number(process.argv[i + 1]))
else await parent()
