import type pg from 'pg'

import { limitsPool } from '../../../platform/db/limits-pool'

/**
 * Progressive login delays instead of a hard lock, so five wrong passwords can
 * no longer lock a member out. Failures are counted twice:
 *
 * - per (e-mail, address) pair: after PAIR.free failures each further attempt
 *   from that address must wait 1 s, 2 s, 4 s … up to 15 minutes. This is what
 *   slows a guesser on one connection, and it leaves the member alone on any
 *   other connection.
 * - per e-mail across all addresses: a higher threshold and delays capped at a
 *   minute, so a guesser spread over many addresses is still slowed, while a
 *   member (behind a carrier NAT shared by thousands, or not) waits at most a
 *   minute before the right password works.
 *
 * An attempt refused during a wait is not counted. A success clears its pair;
 * a password reset clears the e-mail everywhere. Nothing here knows whether
 * an account exists: unknown and known e-mails are delayed alike.
 *
 * The counts live in PostgreSQL (`login_failures`, one row per pair and one
 * per e-mail with address ''), so every instance sees the same delays, a
 * reset through one instance frees the member on all, and a restart forgets
 * nothing. Each failure is one atomic upsert.
 */

export type LoginThrottle = {
  /** Seconds this (e-mail, address) must still wait before trying, or 0. */
  waitFor: (email: string, address: string) => Promise<number>
  /** Counts a failed attempt for the pair and for the e-mail. */
  fail: (email: string, address: string) => Promise<void>
  /** A correct password: the pair starts again from zero. */
  succeed: (email: string, address: string) => Promise<void>
  /** A password reset: every pair of the e-mail and the e-mail's own count start again. */
  clearAccount: (email: string) => Promise<void>
}

export type DelayRule = { free: number; firstMs: number; capMs: number }

export const PAIR_DELAYS: DelayRule = { free: 5, firstMs: 1000, capMs: 15 * 60_000 }
export const ACCOUNT_DELAYS: DelayRule = { free: 20, firstMs: 1000, capMs: 60_000 }
// Failures older than this no longer count: last month's typos never delay today's login.
export const FORGET_AFTER_MS = 24 * 60 * 60_000
// How often one process sweeps rows older than FORGET_AFTER_MS out of the table.
const SWEEP_EVERY_MS = 10 * 60_000

/** The wait after the `failures`-th failure: none up to `free`, then first, 2×first, 4×first … up to `capMs`. */
export function delayAfter(failures: number, { free, firstMs, capMs }: DelayRule): number {
  if (failures < free) return 0
  return Math.min(capMs, firstMs * 2 ** Math.min(failures - free, 30))
}

// The account's own row: e-mails hold no empty address.
const ACCOUNT = ''

// The failures after this one: from 1 again when the last was forgotten (SET reads the old row `f`).
const NEXT_FAILURES = 'CASE WHEN f.last_at < $3::bigint - $4::bigint THEN 1 ELSE f.failures + 1 END'
// delayAfter() in SQL: $5 free, $6 first, $7 cap.
const delaySql = (n: string) =>
  `CASE WHEN ${n} < $5::int THEN 0 ELSE LEAST($7::float8, $6::float8 * power(2, LEAST(${n} - $5::int, 30)))::bigint END`
// One statement per count, so two instances failing at once both count.
const COUNT = `
  INSERT INTO login_failures AS f (email, address, failures, last_at, wait_until) VALUES ($1, $2, 1, $3, $3::bigint + ${delaySql('1')})
  ON CONFLICT (email, address) DO UPDATE SET
    failures = ${NEXT_FAILURES}, last_at = $3, wait_until = $3::bigint + ${delaySql(NEXT_FAILURES)}`

export function createLoginThrottle({
  pair = PAIR_DELAYS,
  account = ACCOUNT_DELAYS,
  // Read at each call (not `Date.now` itself), so a test's fake clock moves the delays on.
  now = () => Date.now(),
  pool = limitsPool,
}: { pair?: DelayRule; account?: DelayRule; now?: () => number; pool?: () => pg.Pool } = {}): LoginThrottle {
  let sweptAt = 0
  const count = (email: string, address: string, rule: DelayRule, at: number) =>
    pool().query(COUNT, [email, address, at, FORGET_AFTER_MS, rule.free, rule.firstMs, rule.capMs])

  return {
    async waitFor(email, address) {
      const at = now()
      const { rows } = await pool().query<{ until: string | null }>(
        'SELECT max(wait_until) AS until FROM login_failures WHERE email = $1 AND address IN ($2, $3) AND last_at >= $4',
        [email, address, ACCOUNT, at - FORGET_AFTER_MS],
      )
      const ms = Number(rows[0]?.until ?? 0) - at
      return ms > 0 ? Math.ceil(ms / 1000) : 0
    },
    async fail(email, address) {
      const at = now()
      await Promise.all([count(email, address, pair, at), count(email, ACCOUNT, account, at)])
      if (at - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = at
        // Keeps the table to a day's failures, whatever a flood of invented e-mails adds.
        await pool().query('DELETE FROM login_failures WHERE last_at < $1', [at - FORGET_AFTER_MS])
      }
    },
    async succeed(email, address) {
      await pool().query('DELETE FROM login_failures WHERE email = $1 AND address = $2', [email, address])
    },
    async clearAccount(email) {
      await pool().query('DELETE FROM login_failures WHERE email = $1', [email])
    },
  }
}

export const loginThrottle: LoginThrottle = createLoginThrottle()
