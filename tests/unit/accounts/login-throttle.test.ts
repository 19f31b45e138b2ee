import { describe, expect, it } from 'vitest'

import { loginDelayedMessage } from '../../../src/features/accounts/rules/account'
import { ACCOUNT_DELAYS, delayAfter, PAIR_DELAYS } from '../../../src/features/accounts/operations/throttle'

/** The growing login delays' rule and message (the delays themselves, in PostgreSQL: tests/integration/accounts/login-throttle.test.ts). */

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

describe('loginDelayedMessage', () => {
  it('names the time left in seconds, then whole minutes', () => {
    expect(loginDelayedMessage(1).en).toBe('Too many failed login attempts. Please try again in 1 second or reset your password.')
    expect(loginDelayedMessage(59).en).toBe('Too many failed login attempts. Please try again in 59 seconds or reset your password.')
    expect(loginDelayedMessage(60).en).toBe('Too many failed login attempts. Please try again in 1 minute or reset your password.')
    expect(loginDelayedMessage(900).en).toBe('Too many failed login attempts. Please try again in 15 minutes or reset your password.')
  })

  it('says the same wait in Hindi', () => {
    expect(loginDelayedMessage(30).hi).toBe('लॉग इन के बहुत अधिक असफल प्रयास हुए हैं। कृपया 30 सेकंड बाद फिर से प्रयास करें या अपना पासवर्ड बदलें।')
    expect(loginDelayedMessage(600).hi).toBe('लॉग इन के बहुत अधिक असफल प्रयास हुए हैं। कृपया 10 मिनट बाद फिर से प्रयास करें या अपना पासवर्ड बदलें।')
  })
})
