/**
 * A small fixed-window rate limiter keyed by any string (usually a client
 * address plus the action).
 *
 * The counts live in this process's memory: each instance of the site counts
 * on its own and a restart forgets them. With N instances a client may get up
 * to N times the limit, which is acceptable for what it guards (spam on public
 * forms); a limit that must hold across instances needs a shared store.
 */

export type RateLimitVerdict = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number }

export type RateLimiter = {
  /** Counts one attempt for `key` and says whether it is within the limit. */
  hit: (key: string) => RateLimitVerdict
  /** Forgets every count (tests). */
  reset: () => void
  /** How many keys are being tracked (tests, monitoring). */
  size: () => number
}

type Window = { count: number; resetAt: number }

// Bounds memory when many distinct addresses arrive within one window.
const MAX_KEYS = 10_000

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = MAX_KEYS,
}: {
  limit: number
  windowMs: number
  now?: () => number
  maxKeys?: number
}): RateLimiter {
  if (!(limit >= 1) || !(windowMs > 0)) throw new Error('rate limiter: limit must be >= 1 and windowMs > 0')
  const windows = new Map<string, Window>()

  const makeRoom = (at: number) => {
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key)
    // Still full: drop the oldest windows (a Map keeps insertion order).
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break
      windows.delete(key)
    }
  }

  return {
    hit(key) {
      const at = now()
      let w = windows.get(key)
      if (!w || w.resetAt <= at) {
        windows.delete(key)
        if (windows.size >= maxKeys) makeRoom(at)
        w = { count: 0, resetAt: at + windowMs }
        windows.set(key, w)
      }
      w.count += 1
      if (w.count > limit) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - at) / 1000)) }
      return { ok: true, remaining: limit - w.count }
    },
    reset: () => windows.clear(),
    size: () => windows.size,
  }
}

// Header values are client-controlled: cap what we keep as a key.
const MAX_ADDRESS_LENGTH = 100

/**
 * The client's address as the nearest proxy reports it: the first
 * X-Forwarded-For entry, else X-Real-IP, else 'unknown'. Next.js fills
 * X-Forwarded-For from the socket when no proxy sent one. A client that talks
 * to the site directly can put anything there, so deployments should sit
 * behind a proxy that overwrites the header.
 */
export const clientAddress = (request: Request): string => addressFromHeaders(request.headers)

/** The same from a request's headers alone (Payload's hooks get a PayloadRequest, not a Request). */
export function addressFromHeaders(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  if (forwarded) return forwarded.slice(0, MAX_ADDRESS_LENGTH)
  const real = headers.get('x-real-ip')?.trim()
  if (real) return real.slice(0, MAX_ADDRESS_LENGTH)
  return 'unknown'
}
