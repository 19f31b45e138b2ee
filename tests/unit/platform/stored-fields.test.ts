import { describe, expect, it } from 'vitest'

import { ACCOUNT_MESSAGES, isPastStoredDate, StoredPassword } from '../../../src/features/accounts/rules/account'
import { cleanText, hasControlChars } from '../../../src/platform/validation/text'

/** The domain rules the collections' fields apply to whatever is stored. */
describe('hasControlChars', () => {
  it('finds NUL, escape and the other control characters cleanText removes', () => {
    for (const bad of ['a\u0000b', '\u001b[31m', 'bell\u0007', 'del\u007f', 'form\u000cfeed']) {
      expect(hasControlChars(bad), JSON.stringify(bad)).toBe(true)
      expect(hasControlChars(cleanText(bad) as string)).toBe(false)
    }
  })

  it('leaves tab, line breaks and Hindi alone, call after call', () => {
    for (let i = 0; i < 3; i++) expect(hasControlChars('पहली पंक्ति\r\nदूसरी\tपंक्ति')).toBe(false)
  })
})

describe('isPastStoredDate', () => {
  const now = new Date('2026-11-23T19:00:00Z') // already 24 November in India
  it('accepts a stored day up to today in India', () => {
    expect(isPastStoredDate('1994-07-21T06:30:00.000Z', now)).toBe(true)
    expect(isPastStoredDate('2026-11-24T06:30:00.000Z', now)).toBe(true)
    expect(isPastStoredDate(new Date('2000-01-01T06:30:00Z'), now)).toBe(true)
  })

  it('refuses the future, before 1900 and what is not a date', () => {
    expect(isPastStoredDate('2026-11-25T06:30:00.000Z', now)).toBe(false)
    expect(isPastStoredDate('2999-01-01', now)).toBe(false)
    expect(isPastStoredDate('1850-01-01T06:30:00.000Z', now)).toBe(false)
    expect(isPastStoredDate('not a date', now)).toBe(false)
    expect(isPastStoredDate(42, now)).toBe(false)
  })
})

describe('StoredPassword', () => {
  it("is the reset form's rule: 6 to 128 characters", () => {
    expect(StoredPassword.safeParse('abc').error?.issues[0].message).toBe(ACCOUNT_MESSAGES.resetMinLength.token)
    expect(StoredPassword.safeParse('x'.repeat(129)).error?.issues[0].message).toBe(ACCOUNT_MESSAGES.passwordTooLong.token)
    expect(StoredPassword.safeParse('abcdef').success).toBe(true)
  })
})
