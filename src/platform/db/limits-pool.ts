import pg from 'pg'

import { getEnv } from '../config/env'

/**
 * The small connection pool behind rate limits and login delays
 * (src/platform/http/rate-limit.ts, src/features/accounts/operations/throttle.ts). Their own pool, not
 * Payload's: the proxy (src/proxy.ts) counts /verify lookups before any route
 * code runs and must not start Payload to do it. One per process, even if the
 * proxy and the route bundles each load this module.
 */
const slot = Symbol.for('upcho.limitsPool')
const store = globalThis as typeof globalThis & { [slot]?: pg.Pool }

export function limitsPool(): pg.Pool {
  if (!store[slot]) {
    const connectionString = getEnv().databaseUrl
    if (!connectionString) throw new Error('rate limits: DATABASE_URL is not set')
    // allowExitOnIdle: idle connections never keep a stopping process (or a test run) alive.
    store[slot] = new pg.Pool({ connectionString, max: 4, idleTimeoutMillis: 10_000, allowExitOnIdle: true })
    // An idle client's error (the database restarting) must not crash the process; the next query reports it.
    store[slot].on('error', () => {})
  }
  return store[slot]
}

/** Ends the pool (tests, shutdown); the next use opens a new one. */
export async function closeLimitsPool(): Promise<void> {
  const pool = store[slot]
  store[slot] = undefined
  await pool?.end()
}
