import path from 'node:path'

import { afterAll, inject, vi } from 'vitest'

// The test run's low password-hash cost (what it is, and why: ./password-cost.ts).
import './password-cost'
import { quietAppLog } from './quiet-app-log'
import { workerDatabase } from './worker-database'

// Runs before each integration test file imports the app: point it at this worker's copy of the test database.
const worker = process.env.VITEST_POOL_ID ?? '1'
process.env.DATABASE_URL = await workerDatabase(inject('databaseUrl'), worker)
process.env.DATA_DIR = path.join(inject('dataDir'), `w${worker}`)
process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789'
process.env.SEED_DEMO = 'false'
process.env.SITE_URL = 'http://localhost:3999'

// The app's log only for a test that failed.
quietAppLog()

// Files of a worker share its modules (vitest.config.ts): a clock or a spy one file left behind must not reach the next.
afterAll(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})
