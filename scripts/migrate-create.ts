/**
 * `npm run migrate:create -- <name>`: writes a new migration into migrations/
 * from the difference between the config and the last migration's snapshot.
 * Uses the embedded PostgreSQL under DATA_DIR when DATABASE_URL is unset.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { getEnv } from '../src/platform/config/env'
import { startEmbeddedDatabase } from '../src/runtime/embedded-db'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const env = getEnv()
const db = env.embeddedDatabase ? await startEmbeddedDatabase(env.dataDir, console.log) : undefined
const result = spawnSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), 'migrate:create', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: db?.url ?? env.databaseUrl, PAYLOAD_SECRET: env.payloadSecret ?? 'migration-only-secret-0000' },
})
await db?.stop()
process.exit(result.status ?? 1)
