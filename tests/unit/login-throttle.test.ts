import { describe, expect, it } from 'vitest'

import { loginDelayedMessage } from '../../src/domain/account'
import { ACCOUNT_DELAYS, createLoginThrottle, delayAfter, FORGET_AFTER_MS, PAIR_DELAYS } from '../../src/server/accounts/throttle'

/** Growing login delays per (e-mail, address) and per e-mail, with a hand-driven clock. */
function clock(start = 1_000_000) {
  let t = start
  return { now: () => t, advance: (ms: number) => (t += ms) }
}
const failTimes = (throttle: ReturnType<typeof createLoginThrottle>, n: number, email = 'a@x.org', address = '1.1.1.1') => {
  for (let i = 0; i < n; i++) throttle.fail(email, address)
}

describe('delayAfter', () => {
  it('is free up to the threshold, then doubles from one second up to the cap', () => {
    expect([1, 4].map((n) => delayAfter(n, PAIR_DELAYS))).toEqual([0, 0])
    expect([5, 6, 7, 8].map((n) => delayAfter(n, PAIR_DELAYS))).toEqual([1000, 2000, 4000, 8000])
    expect(delayAfter(15, PAIR_DELAYS)).toBe(15 * 60_000)
    expect(delayAfter(10_000, PAIR_DELAYS)).toBe(15 * 60_000)
    expect(delayAfter(19, ACCOUNT_DELAYS)).toBe(0)
    expect(delayAfter(20, ACCOUNT_DELAYS)).toBe(1000)
    expect(delayAfter(1000, ACCOUNT_DELAYS)).toBe(60_000)
  })
})

describe('createLoginThrottle', () => {
  it('lets five failures pass, then makes the pair wait 1 s, 2 s, 4 s …, never a fixed lock', () => {
    const c = clock()
    const t = createLoginThrottle({ now: c.now })
    failTimes(t, 4)
    expect(t.waitFor('a@x.org', '1.1.1.1')).toBe(0)
    t.fail('a@x.org', '1.1.1.1')
    expect(t.waitFor('a@x.org', '1.1.1.1')).toBe(1)
    c.advance(1000)
    expect(t.waitFor('a@x.org', '1.1.1.1')).toBe(0)
    t.fail('a@x.org', '1.1.1.1')
    expect(t.waitFor('a@x.org', '1.1.1.1')).toBe(2)
    c.advance(2000)
    t.fail('a@x.org', '1.1.1.1')
    expect(t.waitFor('a@x.org', '1.1.1.1')).toBe(4)
    failTimes(t, 20)
    expect(t.waitFor('a@x.org', '1.1.1.1')).toBe(15 * 60)
  })

  it('leaves the same e-mail alone on another address (a member behind another connection)', () => {
    const t = createLoginThrottle({ now: clock().now })
    failTimes(t, 10)
    expect(t.waitFor('a@x.org', '1.1.1.1')).toBeGreaterThan(0)
    expect(t.waitFor('a@x.org', '2.2.2.2')).toBe(0)
    expect(t.waitFor('b@x.org', '1.1.1.1')).toBe(0)
  })

  it('slows a guesser spread over many addresses by at most a minute per attempt', () => {
    const c = clock()
    const t = createLoginThrottle({ now: c.now })
    for (let i = 0; i < 19; i++) t.fail('a@x.org', `10.0.0.${i}`)
    expect(t.waitFor('a@x.org', '9.9.9.9')).toBe(0)
    t.fail('a@x.org', '10.0.1.1')
    expect(t.waitFor('a@x.org', '9.9.9.9')).toBe(1)
    for (let i = 0; i < 30; i++) t.fail('a@x.org', `10.0.2.${i}`)
    expect(t.waitFor('a@x.org', '9.9.9.9')).toBe(60)
    c.advance(60_000)
    expect(t.waitFor('a@x.org', '9.9.9.9')).toBe(0)
  })

  it('clears the pair on success, and every pair and the e-mail on a reset', () => {
    const t = createLoginThrottle({ now: clock().now })
    failTimes(t, 6)
    t.succeed('a@x.org', '1.1.1.1')
    expect(t.waitFor('a@x.org', '1.1.1.1')).toBe(0)
    failTimes(t, 4)
    expect(t.waitFor('a@x.org', '1.1.1.1')).toBe(0) // counted from zero again
    for (let i = 0; i < 25; i++) t.fail('a@x.org', `10.0.0.${i % 3}`)
    failTimes(t, 6, 'b@x.org')
    expect(t.waitFor('a@x.org', '10.0.0.1')).toBeGreaterThan(0)
    t.clearAccount('a@x.org')
    for (const address of ['1.1.1.1', '10.0.0.0', '10.0.0.1', '10.0.0.2', '3.3.3.3']) expect(t.waitFor('a@x.org', address)).toBe(0)
    expect(t.waitFor('b@x.org', '1.1.1.1')).toBeGreaterThan(0)
  })

  it('forgets failures a day old', () => {
    const c = clock()
    const t = createLoginThrottle({ now: c.now })
    failTimes(t, 4)
    c.advance(FORGET_AFTER_MS + 1)
    t.fail('a@x.org', '1.1.1.1')
    expect(t.waitFor('a@x.org', '1.1.1.1')).toBe(0)
  })

  it('keeps at most maxKeys entries, forgetting the oldest', () => {
    const t = createLoginThrottle({ now: clock().now, maxKeys: 10 })
    failTimes(t, 6, 'old@x.org')
    for (let i = 0; i < 10; i++) t.fail(`n${i}@x.org`, '1.1.1.1')
    expect(t.waitFor('old@x.org', '1.1.1.1')).toBe(0)
  })
})

describe('loginDelayedMessage', () => {
  it('names the time left in seconds, then whole minutes', () => {
    expect(loginDelayedMessage(1)).toBe('Too many failed login attempts. Please try again in 1 second or reset your password.')
    expect(loginDelayedMessage(59)).toBe('Too many failed login attempts. Please try again in 59 seconds or reset your password.')
    expect(loginDelayedMessage(60)).toBe('Too many failed login attempts. Please try again in 1 minute or reset your password.')
    expect(loginDelayedMessage(900)).toBe('Too many failed login attempts. Please try again in 15 minutes or reset your password.')
  })
})
