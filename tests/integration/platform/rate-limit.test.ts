import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { closeLimitsPool, limitsPool } from '../../../src/platform/db/limits-pool'
import { createRateLimiter, RATE_LIMITS_TABLE, sweepExpired } from '../../../src/platform/http/rate-limit'
import { testPayload, unique } from '../../support/payload'

/**
 * The fixed-window limiter behind every request limit, on the real PostgreSQL. Only Date is
 * faked (a hand-driven clock); the pool's timers stay real. Each test has limiters of its own
 * name, so counts never leak between tests.
 */
beforeAll(async () => {
  await testPayload() // the migrations make the table
})
let t = 0
const advance = (ms: number) => vi.setSystemTime((t += ms))
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  t = Date.UTC(2026, 10, 23, 12)
  vi.setSystemTime(t)
})
afterEach(() => vi.useRealTimers())

const named = (limit: number, windowMs: number) => createRateLimiter({ name: `t-${unique()}`, limit, windowMs })
const rows = async (name: string) =>
  Number((await limitsPool().query(`SELECT count(*) FROM ${RATE_LIMITS_TABLE} WHERE key LIKE $1`, [`${name}:%`])).rows[0].count)

describe('createRateLimiter', () => {
  it('allows `limit` hits per window, then refuses with the seconds left', async () => {
    const limiter = named(5, 600_000)
    const verdicts = []
    for (let i = 0; i < 5; i++) verdicts.push(await limiter.hit('a'))
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, true, true])
    expect(verdicts.map((v) => (v.ok ? v.remaining : -1))).toEqual([4, 3, 2, 1, 0])
    expect(await limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 600 })
    advance(599_500)
    expect(await limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 1 })
  })

  it('starts a fresh window once the old one has passed', async () => {
    const limiter = named(2, 1000)
    await limiter.hit('a')
    await limiter.hit('a')
    expect((await limiter.hit('a')).ok).toBe(false)
    advance(1000)
    expect(await limiter.hit('a')).toEqual({ ok: true, remaining: 1 })
  })

  it('is a fixed window: hits late in a window do not extend it', async () => {
    const limiter = named(2, 1000)
    await limiter.hit('a')
    advance(900)
    await limiter.hit('a')
    expect(await limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 1 })
    advance(100)
    expect((await limiter.hit('a')).ok).toBe(true)
  })

  it('counts each key on its own', async () => {
    const limiter = named(1, 1000)
    expect((await limiter.hit('a')).ok).toBe(true)
    expect((await limiter.hit('a')).ok).toBe(false)
    expect((await limiter.hit('b')).ok).toBe(true)
  })

  it('keeps the table bounded: windows that have ended are swept out', async () => {
    const name = `t-${unique()}`
    const limiter = createRateLimiter({ name, limit: 1, windowMs: 1000 })
    for (const key of ['old-1', 'old-2', 'old-3']) await limiter.hit(key)
    advance(1000)
    await limiter.hit('live')
    await sweepExpired({ force: true })
    expect(await rows(name)).toBe(1)
    expect((await limiter.hit('live')).ok).toBe(false)
    // Without force, a sweep runs at most every few minutes, by whichever hit comes then.
    for (const key of ['x', 'y']) await limiter.hit(key)
    advance(5 * 60_000)
    await limiter.hit('z')
    expect(await rows(name)).toBe(1)
  })

  it('refuses a nonsensical configuration', () => {
    expect(() => createRateLimiter({ name: 'x', limit: 0, windowMs: 1000 })).toThrow()
    expect(() => createRateLimiter({ name: 'x', limit: 1, windowMs: 0 })).toThrow()
    expect(() => createRateLimiter({ name: 'no spaces', limit: 1, windowMs: 1000 })).toThrow()
  })
})

describe('one count for every instance', () => {
  it('two limiters of one name (two instances, or two bundles of one) share the count: no doubled limit', async () => {
    const name = `t-${unique()}`
    const onA = createRateLimiter({ name, limit: 4, windowMs: 60_000 })
    const onB = createRateLimiter({ name, limit: 4, windowMs: 60_000 })
    const seen = []
    for (let i = 0; i < 8; i++) seen.push((await (i % 2 ? onB : onA).hit('203.0.113.7')).ok)
    expect(seen).toEqual([true, true, true, true, false, false, false, false])
    // Concurrent hits are counted once each (one atomic upsert per hit).
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? onB : onA).hit('198.51.100.1')))
    expect(burst.filter((v) => v.ok)).toHaveLength(4)
  })

  it('keeps the counts over a restart (a new pool, a new limiter, and the old limiter on the new pool)', async () => {
    const name = `t-${unique()}`
    const before = createRateLimiter({ name, limit: 2, windowMs: 60_000 })
    await before.hit('a')
    await before.hit('a')
    await closeLimitsPool()
    const after = createRateLimiter({ name, limit: 2, windowMs: 60_000 })
    const refused = await after.hit('a')
    expect(refused.ok).toBe(false)
    expect(refused.ok ? 0 : refused.retryAfterSeconds).toBe(60)
    // A limiter made before the restart counts on the new pool too (it never holds the ended one).
    expect((await before.hit('a')).ok).toBe(false)
  })
})
