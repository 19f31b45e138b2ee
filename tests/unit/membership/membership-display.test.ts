import { describe, expect, it } from 'vitest'

import { displayDate, isCurrentYearPaid, isValidNow, statusLabel, toDate } from '@/features/membership/rules/membership-display'
import { rupees } from '@/platform/i18n/money'

describe('membership display helpers', () => {
  it('labels statuses lower-cased and anything else Unknown', () => {
    expect(statusLabel('PAID')).toBe('paid')
    expect(statusLabel('pending')).toBe('pending')
    expect(statusLabel('Unpaid')).toBe('unpaid')
    expect(statusLabel('revoked')).toBe('revoked')
    expect(statusLabel('refunded')).toBe('Unknown')
    expect(statusLabel(undefined)).toBe('Unknown')
    expect(statusLabel(3)).toBe('Unknown')
  })

  it('shows paise as rupees with two decimals', () => {
    expect(rupees(10000)).toBe('100.00')
    expect(rupees(12345)).toBe('123.45')
    expect(rupees(0)).toBe('0.00')
    expect(rupees('5000')).toBe('50.00')
    expect(rupees(null)).toBeNull()
    expect(rupees('abc')).toBeNull()
  })

  it('reads dates from text and from {seconds} or {_seconds}', () => {
    expect(displayDate('2026-03-05')).toBe('05-03-2026')
    expect(displayDate('2026-12-31T18:29:59.000Z')).toBe('31-12-2026')
    // 2026-01-01T00:00:00+05:30
    expect(displayDate({ _seconds: 1767205800 })).toBe('01-01-2026')
    expect(displayDate({ seconds: 1767205800, nanoseconds: 0 })).toBe('01-01-2026')
    expect(displayDate(null)).toBeNull()
    expect(displayDate('not a date')).toBeNull()
    expect(displayDate({})).toBeNull()
    expect(toDate({ _seconds: 0 })?.toISOString()).toBe('1970-01-01T00:00:00.000Z')
  })

  it("reads a Date as the day it falls on in India (the opt-in mail passes the clock's Date)", () => {
    expect(displayDate(new Date('2026-03-04T18:30:00.000Z'))).toBe('05-03-2026') // midnight in India
    expect(displayDate(new Date('2026-03-04T18:29:59.000Z'))).toBe('04-03-2026')
    expect(displayDate(new Date('not a date'))).toBeNull()
  })

  it('counts the current year as paid only when paid for the present year in India', () => {
    // 31 Dec 2026 19:00 UTC is already 1 Jan 2027 in India.
    const newYearInIndia = new Date('2026-12-31T19:00:00Z')
    expect(isCurrentYearPaid({ status: 'paid', membershipYear: '2027' }, newYearInIndia)).toBe(true)
    expect(isCurrentYearPaid({ status: 'paid', membershipYear: '2026' }, newYearInIndia)).toBe(false)
    expect(isCurrentYearPaid({ status: 'PAID', membershipYear: 2027 }, newYearInIndia)).toBe(true)
    expect(isCurrentYearPaid({ status: 'pending', membershipYear: '2027' }, newYearInIndia)).toBe(false)
    expect(isCurrentYearPaid(null)).toBe(false)
  })

  it('is valid now only when paid for this year and not revoked', () => {
    const now = new Date('2026-06-01T00:00:00Z')
    expect(isValidNow({ status: 'paid', membershipYear: '2026', revokedAt: null }, now)).toBe(true)
    expect(isValidNow({ status: 'paid', membershipYear: '2026', revokedAt: '2026-05-01' }, now)).toBe(false)
    expect(isValidNow({ status: 'revoked', membershipYear: '2026' }, now)).toBe(false)
    expect(isValidNow({ status: 'paid', membershipYear: '2025' }, now)).toBe(false)
  })
})
