import type pg from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { limitsPool } from '../db/limits-pool'

/**
 * Fixed-window rate limits keyed by any string (an address, an e-mail),
 * counted in PostgreSQL so every instance of the site shares them and a
 * restart keeps them: N instances no longer give N times the limit.
 *
 * rate-limiter-flexible's RateLimiterPostgres does the counting with one
 * atomic upsert per hit on the `rate_limits` table (made by the migration
 * 20261123_220000_rate_limits; each limiter's `name` prefixes its keys, so two
 * limiters of one name, in two instances or bundles, share their counts). The
 * window starts at a key's first hit. Expired rows are swept out every few
 * minutes by whichever process hits a limit (sweepExpired), so the table holds
 * only live windows, however many addresses come by.
 */

export type RateLimitVerdict = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number }

export type RateLimiter = {
  /** Counts one attempt for `key` and says whether it is within the limit. */
  hit: (key: string) => Promise<RateLimitVerdict>
}

export const RATE_LIMITS_TABLE = 'rate_limits'
const SWEEP_EVERY_MS = 5 * 60_000
let sweptAt = 0

/** Deletes the windows that have ended (every few minutes, or at once with `force`). */
export async function sweepExpired({ force = false } = {}): Promise<void> {
  const at = Date.now()
  if (!force && at - sweptAt < SWEEP_EVERY_MS) return
  sweptAt = at
  await limitsPool().query(`DELETE FROM ${RATE_LIMITS_TABLE} WHERE expire <= $1`, [at])
}

export function createRateLimiter({ name, limit, windowMs }: { name: string; limit: number; windowMs: number }): RateLimiter {
  if (!(limit >= 1) || !(windowMs > 0)) throw new Error('rate limiter: limit must be >= 1 and windowMs > 0')
  if (!/^[a-z][\w-]*$/.test(name)) throw new Error('rate limiter: name must be a short identifier')
  let store: { pool: pg.Pool; counter: RateLimiterPostgres } | undefined
  // Made on first use: the pool needs the configuration, which modules that import this may load before.
  // Made again when the pool was closed and opened anew (closeLimitsPool), so a limiter never holds an ended pool.
  const counter = () => {
    const pool = limitsPool()
    if (store?.pool !== pool) store = { pool, counter: newCounter(pool) }
    return store.counter
  }
  const newCounter = (pool: pg.Pool) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMITS_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false, // sweepExpired instead: no timer per limiter, and testable
      keyPrefix: name,
      points: limit,
      // The library counts in seconds; a window shorter than a second is only for tests.
      duration: Math.max(1, Math.ceil(windowMs / 1000)),
    })

  return {
    async hit(key) {
      try {
        const res = await counter().consume(key)
        await sweepExpired()
        return { ok: true, remaining: res.remainingPoints }
      } catch (err) {
        // The library rejects with its result when the limit is passed, and with an Error when the database fails.
        if (!(err instanceof RateLimiterRes)) throw err
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) }
      }
    },
  }
}

export { addressFromHeaders, clientAddress } from './client-address'
