import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { closeLimitsPool, limitsPool } from '../../../src/platform/db/limits-pool'
import { createLoginThrottle, FORGET_AFTER_MS, type LoginThrottle } from '../../../src/features/accounts/operations/throttle'
import { testPayload, unique } from '../../support/payload'

/**
 * Growing login delays per (e-mail, address) and per e-mail, in PostgreSQL, with a hand-driven
 * clock. Two throttle objects stand for two instances: they share nothing but the database.
 * Each test has e-mails of its own, so rows never leak between tests.
 */
beforeAll(async () => {
  await testPayload() // the migrations make the table
})
function clock(start = Date.now()) {
  let t = start
  return { now: () => t, advance: (ms: number) => (t += ms) }
}
let A = ''
let B = ''
beforeEach(() => {
  A = `a-${unique()}@x.org`
  B = `b-${unique()}@x.org`
})
const failTimes = async (throttle: LoginThrottle, n: number, email = A, address = '1.1.1.1') => {
  for (let i = 0; i < n; i++) await throttle.fail(email, address)
}
const rowsOf = async (email: string) =>
  Number((await limitsPool().query('SELECT count(*) FROM login_failures WHERE email = $1', [email])).rows[0].count)
const rowCount = async (email: string, address: string) =>
  Number(
    (await limitsPool().query('SELECT failures FROM login_failures WHERE email = $1 AND address = $2', [email, address])).rows[0]
      ?.failures ?? 0,
  )

describe('createLoginThrottle', () => {
  it('lets five failures pass, then makes the pair wait 1 s, 2 s, 4 s …, never a fixed lock', async () => {
    const c = clock()
    const t = createLoginThrottle({ now: c.now })
    await failTimes(t, 4)
    expect(await t.waitFor(A, '1.1.1.1')).toBe(0)
    await t.fail(A, '1.1.1.1')
    expect(await t.waitFor(A, '1.1.1.1')).toBe(1)
    c.advance(1000)
    expect(await t.waitFor(A, '1.1.1.1')).toBe(0)
    await t.fail(A, '1.1.1.1')
    expect(await t.waitFor(A, '1.1.1.1')).toBe(2)
    c.advance(2000)
    await t.fail(A, '1.1.1.1')
    expect(await t.waitFor(A, '1.1.1.1')).toBe(4)
    await failTimes(t, 20)
    expect(await t.waitFor(A, '1.1.1.1')).toBe(15 * 60)
  })

  it('leaves the same e-mail alone on another address (a member behind another connection)', async () => {
    const t = createLoginThrottle({ now: clock().now })
    await failTimes(t, 10)
    expect(await t.waitFor(A, '1.1.1.1')).toBeGreaterThan(0)
    expect(await t.waitFor(A, '2.2.2.2')).toBe(0)
    expect(await t.waitFor(B, '1.1.1.1')).toBe(0)
  })

  it('slows a guesser spread over many addresses by at most a minute per attempt', async () => {
    const c = clock()
    const t = createLoginThrottle({ now: c.now })
    for (let i = 0; i < 19; i++) await t.fail(A, `10.0.0.${i}`)
    expect(await t.waitFor(A, '9.9.9.9')).toBe(0)
    await t.fail(A, '10.0.1.1')
    expect(await t.waitFor(A, '9.9.9.9')).toBe(1)
    for (let i = 0; i < 30; i++) await t.fail(A, `10.0.2.${i}`)
    expect(await t.waitFor(A, '9.9.9.9')).toBe(60)
    c.advance(60_000)
    expect(await t.waitFor(A, '9.9.9.9')).toBe(0)
  })

  it('clears the pair on success, and every pair and the e-mail on a reset', async () => {
    const t = createLoginThrottle({ now: clock().now })
    await failTimes(t, 6)
    await t.succeed(A, '1.1.1.1')
    expect(await t.waitFor(A, '1.1.1.1')).toBe(0)
    await failTimes(t, 4)
    expect(await t.waitFor(A, '1.1.1.1')).toBe(0) // counted from zero again
    for (let i = 0; i < 25; i++) await t.fail(A, `10.0.0.${i % 3}`)
    await failTimes(t, 6, B)
    expect(await t.waitFor(A, '10.0.0.1')).toBeGreaterThan(0)
    await t.clearAccount(A)
    for (const address of ['1.1.1.1', '10.0.0.0', '10.0.0.1', '10.0.0.2', '3.3.3.3']) expect(await t.waitFor(A, address)).toBe(0)
    expect(await t.waitFor(B, '1.1.1.1')).toBeGreaterThan(0)
  })

  it('forgets failures a day old', async () => {
    const c = clock()
    const t = createLoginThrottle({ now: c.now })
    await failTimes(t, 4)
    c.advance(FORGET_AFTER_MS + 1)
    await t.fail(A, '1.1.1.1')
    expect(await t.waitFor(A, '1.1.1.1')).toBe(0)
  })

  it('keeps the table bounded: rows forgotten for a day are swept out', async () => {
    const c = clock()
    const t = createLoginThrottle({ now: c.now })
    await failTimes(t, 6)
    await failTimes(t, 3, B, '2.2.2.2')
    expect(await rowsOf(A)).toBe(2) // the pair and the e-mail
    c.advance(FORGET_AFTER_MS + 1)
    await t.fail(B, '2.2.2.2') // the first failure of a day sweeps
    expect(await rowsOf(A)).toBe(0)
    expect(await rowsOf(B)).toBe(2)
  })
})

describe('one truth for every instance', () => {
  it('a delay earned through instance A holds on instance B, for known and unknown e-mails alike', async () => {
    const c = clock()
    const [onA, onB] = [createLoginThrottle({ now: c.now }), createLoginThrottle({ now: c.now })]
    await failTimes(onA, 5)
    expect(await onB.waitFor(A, '1.1.1.1')).toBe(1)
    // Alternating the instances does not halve the count.
    for (let i = 0; i < 20; i++) await (i % 2 ? onB : onA).fail(B, `10.3.0.${i}`)
    expect(await onA.waitFor(B, '9.9.9.9')).toBe(1)
    expect(await onB.waitFor(B, '9.9.9.9')).toBe(1)
  })

  it('a reset through one instance frees the e-mail on every instance', async () => {
    const c = clock()
    const [onA, onB] = [createLoginThrottle({ now: c.now }), createLoginThrottle({ now: c.now })]
    await failTimes(onA, 8)
    for (let i = 0; i < 25; i++) await onA.fail(A, `10.4.0.${i}`)
    expect(await onA.waitFor(A, '1.1.1.1')).toBeGreaterThan(0)
    await onB.clearAccount(A)
    expect(await onA.waitFor(A, '1.1.1.1')).toBe(0)
    expect(await onA.waitFor(A, '10.4.0.1')).toBe(0)
  })

  it('counts failures that arrive at once on two instances, each once', async () => {
    const c = clock()
    const [onA, onB] = [createLoginThrottle({ now: c.now }), createLoginThrottle({ now: c.now })]
    await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? onB : onA).fail(A, '1.1.1.1')))
    expect(await rowCount(A, '1.1.1.1')).toBe(6)
    expect(await onB.waitFor(A, '1.1.1.1')).toBe(2) // the sixth failure: 2 s
  })

  it('keeps the delays over a restart (a new pool)', async () => {
    const c = clock()
    await failTimes(createLoginThrottle({ now: c.now }), 5)
    await closeLimitsPool()
    expect(await createLoginThrottle({ now: c.now }).waitFor(A, '1.1.1.1')).toBe(1)
  })
})
