import { USER_AUTH } from '@/collections/Users'

/**
 * Payload locks a known account after `maxLoginAttempts` failures for
 * `lockTime`. An unknown e-mail has no account to lock, so without this an
 * attacker could tell which addresses exist by whether the lock ever appears.
 * This mirrors Payload's rule for every normalised e-mail, known or not: the
 * same count (failures are not forgotten until a success, a reset or the end of
 * a lock) and the same lock. Kept in this process's memory, like the rate
 * limiters: after a restart Payload still locks known accounts, unknown ones
 * start from zero.
 */

export const MAX_LOGIN_FAILURES = USER_AUTH.maxLoginAttempts
export const LOCK_MS = USER_AUTH.lockTimeMs

type Entry = { failures: number; lockUntil: number }

export type Lockout = {
  /** Seconds until the lock ends, or 0 when `key` may try. */
  lockedFor: (key: string) => number
  /** Counts a failed attempt; the `max`-th failure starts the lock. */
  fail: (key: string) => void
  /** A success or a password reset. */
  clear: (key: string) => void
}

export function createLockout({ max = MAX_LOGIN_FAILURES, lockMs = LOCK_MS, now = Date.now, maxKeys = 50_000 } = {}): Lockout {
  const entries = new Map<string, Entry>()
  const current = (key: string) => {
    const e = entries.get(key)
    // A lock that has run out starts the count again, as in Payload.
    if (e && e.lockUntil && e.lockUntil <= now()) {
      entries.delete(key)
      return undefined
    }
    return e
  }
  return {
    lockedFor(key) {
      const e = current(key)
      return e?.lockUntil ? Math.max(1, Math.ceil((e.lockUntil - now()) / 1000)) : 0
    },
    fail(key) {
      const e = current(key) ?? { failures: 0, lockUntil: 0 }
      e.failures += 1
      if (e.failures >= max && !e.lockUntil) e.lockUntil = now() + lockMs
      entries.delete(key)
      entries.set(key, e)
      // Bounded memory: forget the entries touched longest ago (a Map keeps insertion order).
      for (const oldest of entries.keys()) {
        if (entries.size <= maxKeys) break
        entries.delete(oldest)
      }
    },
    clear: (key) => void entries.delete(key),
  }
}

// One instance per process, even if route bundles each load this module.
const slot = Symbol.for('upcho.loginLockout')
const store = globalThis as typeof globalThis & { [slot]?: Lockout }
export const loginLockout: Lockout = (store[slot] ??= createLockout())
