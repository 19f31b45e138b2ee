/**
 * Progressive login delays instead of a hard lock, so five wrong passwords can
 * no longer lock a member out (issue 11). Failures are counted twice:
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
 * The state lives in this process's memory behind `LoginThrottle`; moving it
 * to PostgreSQL (shared by every instance, kept over restarts) replaces this
 * file only.
 */

export type LoginThrottle = {
  /** Seconds this (e-mail, address) must still wait before trying, or 0. */
  waitFor: (email: string, address: string) => number
  /** Counts a failed attempt for the pair and for the e-mail. */
  fail: (email: string, address: string) => void
  /** A correct password: the pair starts again from zero. */
  succeed: (email: string, address: string) => void
  /** A password reset: every pair of the e-mail and the e-mail's own count start again. */
  clearAccount: (email: string) => void
}

export type DelayRule = { free: number; firstMs: number; capMs: number }

export const PAIR_DELAYS: DelayRule = { free: 5, firstMs: 1000, capMs: 15 * 60_000 }
export const ACCOUNT_DELAYS: DelayRule = { free: 20, firstMs: 1000, capMs: 60_000 }
// Failures older than this no longer count: last month's typos never delay today's login.
export const FORGET_AFTER_MS = 24 * 60 * 60_000

/** The wait after the `failures`-th failure: none up to `free`, then first, 2×first, 4×first … up to `capMs`. */
export function delayAfter(failures: number, { free, firstMs, capMs }: DelayRule): number {
  if (failures < free) return 0
  return Math.min(capMs, firstMs * 2 ** Math.min(failures - free, 30))
}

type Entry = { failures: number; lastAt: number; until: number }

export function createLoginThrottle({ pair = PAIR_DELAYS, account = ACCOUNT_DELAYS, now = Date.now, maxKeys = 100_000 } = {}): LoginThrottle {
  const entries = new Map<string, Entry>()
  // E-mails hold no NUL (the login schema checks their shape), so `email\0address` cannot collide.
  const pairKey = (email: string, address: string) => `${email}\u0000${address}`
  const accountKey = (email: string) => `${email}\u0000`

  const current = (key: string) => {
    const e = entries.get(key)
    if (e && now() - e.lastAt > FORGET_AFTER_MS) {
      entries.delete(key)
      return undefined
    }
    return e
  }
  const count = (key: string, rule: DelayRule) => {
    const e = current(key) ?? { failures: 0, lastAt: 0, until: 0 }
    e.failures += 1
    e.lastAt = now()
    e.until = e.lastAt + delayAfter(e.failures, rule)
    entries.delete(key)
    entries.set(key, e)
    // Bounded memory: forget the keys touched longest ago (a Map keeps insertion order).
    for (const oldest of entries.keys()) {
      if (entries.size <= maxKeys) break
      entries.delete(oldest)
    }
  }
  const waitMs = (key: string) => Math.max(0, (current(key)?.until ?? 0) - now())

  return {
    waitFor(email, address) {
      const ms = Math.max(waitMs(pairKey(email, address)), waitMs(accountKey(email)))
      return ms > 0 ? Math.ceil(ms / 1000) : 0
    },
    fail(email, address) {
      count(pairKey(email, address), pair)
      count(accountKey(email), account)
    },
    succeed: (email, address) => void entries.delete(pairKey(email, address)),
    clearAccount(email) {
      for (const key of entries.keys()) if (key.startsWith(accountKey(email))) entries.delete(key)
    },
  }
}

// One instance per process, even if route bundles each load this module.
const slot = Symbol.for('upcho.loginThrottle')
const store = globalThis as typeof globalThis & { [slot]?: LoginThrottle }
export const loginThrottle: LoginThrottle = (store[slot] ??= createLoginThrottle())
