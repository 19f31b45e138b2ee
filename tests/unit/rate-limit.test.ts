import { describe, expect, it } from 'vitest'

import { clientAddress, createRateLimiter } from '../../src/lib/rate-limit'

/** The fixed-window limiter behind the public forms, with a hand-driven clock. */
function clock(start = 1_000_000) {
  let t = start
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

describe('createRateLimiter', () => {
  it('allows `limit` hits per window, then refuses with the seconds left', () => {
    const c = clock()
    const limiter = createRateLimiter({ limit: 5, windowMs: 600_000, now: c.now })
    const verdicts = Array.from({ length: 5 }, () => limiter.hit('a'))
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, true, true])
    expect(verdicts.map((v) => (v.ok ? v.remaining : -1))).toEqual([4, 3, 2, 1, 0])
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 600 })
    c.advance(599_500)
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 1 })
  })

  it('starts a fresh window once the old one has passed', () => {
    const c = clock()
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: c.now })
    limiter.hit('a')
    limiter.hit('a')
    expect(limiter.hit('a').ok).toBe(false)
    c.advance(1000)
    expect(limiter.hit('a')).toEqual({ ok: true, remaining: 1 })
  })

  it('is a fixed window: hits late in a window do not extend it', () => {
    const c = clock()
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: c.now })
    limiter.hit('a')
    c.advance(900)
    limiter.hit('a')
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 1 })
    c.advance(100)
    expect(limiter.hit('a').ok).toBe(true)
  })

  it('counts each key on its own', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: clock().now })
    expect(limiter.hit('a').ok).toBe(true)
    expect(limiter.hit('a').ok).toBe(false)
    expect(limiter.hit('b').ok).toBe(true)
  })

  it('keeps memory bounded: expired windows go first, then the oldest', () => {
    const c = clock()
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: c.now, maxKeys: 3 })
    limiter.hit('old')
    c.advance(1000)
    limiter.hit('a')
    limiter.hit('b')
    limiter.hit('c')
    expect(limiter.size()).toBe(3)
    limiter.hit('d')
    expect(limiter.size()).toBe(3)
    // 'a' was the oldest live window and made room; 'b' still counts.
    expect(limiter.hit('b').ok).toBe(false)
  })

  it('forgets everything on reset', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: clock().now })
    limiter.hit('a')
    limiter.reset()
    expect(limiter.size()).toBe(0)
    expect(limiter.hit('a').ok).toBe(true)
  })

  it('refuses a nonsensical configuration', () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: 1000 })).toThrow()
    expect(() => createRateLimiter({ limit: 1, windowMs: 0 })).toThrow()
  })
})

describe('clientAddress', () => {
  const req = (headers: Record<string, string>) => new Request('http://localhost/', { headers })

  it('takes the first X-Forwarded-For entry', () => {
    expect(clientAddress(req({ 'x-forwarded-for': ' 203.0.113.7 , 10.0.0.1, 10.0.0.2' }))).toBe('203.0.113.7')
  })

  it('falls back to X-Real-IP, then to unknown', () => {
    expect(clientAddress(req({ 'x-real-ip': '198.51.100.4' }))).toBe('198.51.100.4')
    expect(clientAddress(req({ 'x-forwarded-for': ' , 10.0.0.1', 'x-real-ip': '198.51.100.4' }))).toBe('198.51.100.4')
    expect(clientAddress(req({}))).toBe('unknown')
  })

  it('caps a huge header value', () => {
    expect(clientAddress(req({ 'x-forwarded-for': 'x'.repeat(5000) }))).toHaveLength(100)
  })
})
