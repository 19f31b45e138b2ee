import { describe, expect, it } from 'vitest'

import { membershipYear } from '../../../src/features/membership/rules/membership'

describe('membershipYear', () => {
  it('is the calendar year in India as a string', () => {
    expect(membershipYear(new Date('2026-06-15T12:00:00Z'))).toBe('2026')
  })

  it('turns over at midnight in India, not at midnight UTC', () => {
    // 31 Dec 2025 19:00 UTC is 1 Jan 2026 00:30 in Asia/Kolkata.
    expect(membershipYear(new Date('2025-12-31T19:00:00Z'))).toBe('2026')
    expect(membershipYear(new Date('2025-12-31T18:29:59Z'))).toBe('2025')
  })
})
