/**
 * `npm run reconcile`: one reconciliation run now (the job runner also runs it
 * every 5 minutes). Credits captured payments of orders left open between 5 minutes
 * and 3 days; safe alongside running servers (they share a database lock).
 * Uses the embedded PostgreSQL under DATA_DIR when DATABASE_URL is unset.
 */
import fs from 'node:fs'
import path from 'node:path'

import { parseEnv } from '../src/platform/config/env'
import { startEmbeddedDatabase } from '../src/runtime/embedded-db'

// parseEnv, not getEnv: the app's cached configuration must see the database URL set below.
const env = parseEnv(process.env)
const db = env.embeddedDatabase ? await startEmbeddedDatabase(env.dataDir, console.log) : undefined
if (db) process.env.DATABASE_URL = db.url
// The embedded demo's generated secret (scripts/start.ts), so the sandbox signs as the server does.
const secretFile = path.join(env.dataDir, 'payload-secret')
process.env.PAYLOAD_SECRET ||= fs.existsSync(secretFile) ? fs.readFileSync(secretFile, 'utf8').trim() : 'reconcile-only-secret-0000'
let code = 0
const { getPayload } = await import('payload')
const { default: config } = await import('../payload.config')
const { reconcile } = await import('../src/features/payments')
const payload = await getPayload({ config })
try {
  console.log(JSON.stringify(await reconcile(payload)))
} catch (err) {
  const cause = err instanceof Error && err.cause instanceof Error ? `\n${err.cause.message}` : ''
  console.error(err instanceof Error ? `${err.message}${cause}` : String(err))
  code = 1
}
// The pool ends before PostgreSQL stops, or its idle clients report the shutdown as an error
// (the adapter's destroy() leaves the pool open).
const pool = (payload.db as unknown as { pool?: { end: () => Promise<void> } }).pool
await Promise.race([pool?.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 5000).unref())])
await db?.stop()
process.exit(code)
