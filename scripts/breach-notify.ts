/**
 * `npm run breach:notify -- --since <YYYY-MM-DD> [--district X] [--ids 1,2,3] --what "<text en>" --what-hi "<text hi>" [--dry-run]`
 * Queues the bilingual personal-data breach notice (docs/BREACH.md) to every
 * affected member through the outbox; the running server's mail job sends them.
 * Re-running the same incident queues nothing twice. --dry-run only counts.
 * Uses the embedded PostgreSQL under DATA_DIR when DATABASE_URL is unset.
 */
import fs from 'node:fs'
import path from 'node:path'

import { parseEnv } from '../src/platform/config/env'
import { startEmbeddedDatabase } from '../src/runtime/embedded-db'

const env = parseEnv(process.env)
const db = env.embeddedDatabase ? await startEmbeddedDatabase(env.dataDir, console.log) : undefined
if (db) process.env.DATABASE_URL = db.url
const secretFile = path.join(env.dataDir, 'payload-secret')
process.env.PAYLOAD_SECRET ||= fs.existsSync(secretFile) ? fs.readFileSync(secretFile, 'utf8').trim() : 'breach-notify-only-secret-0000'
let code = 0
const { getPayload } = await import('payload')
const { default: config } = await import('../payload.config')
const { drizzleOf } = await import('../src/platform/db/sql')
const { parseBreachArgs, queueBreachNotices } = await import('../src/features/privacy')
const payload = await getPayload({ config })
try {
  const options = parseBreachArgs(process.argv.slice(2))
  const run = await drizzleOf(payload).transaction((tx) => queueBreachNotices(tx, options))
  console.log(JSON.stringify(run))
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err))
  code = 1
}
const pool = (payload.db as unknown as { pool?: { end: () => Promise<void> } }).pool
await Promise.race([pool?.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 5000).unref())])
await db?.stop()
process.exit(code)
