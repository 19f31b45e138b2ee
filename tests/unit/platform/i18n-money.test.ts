import { describe, expect, it } from 'vitest'

import { formatMoney, formatPaise } from '../../../src/platform/i18n/money'

describe('formatMoney', () => {
  it.each(['en', 'hi'] as const)('writes rupees with Indian grouping and paise (%s)', (lang) => {
    expect(formatMoney(100000, lang)).toBe('₹1,00,000.00')
    expect(formatMoney(100, lang)).toBe('₹100.00')
    expect(formatMoney(1234567.5, lang)).toBe('₹12,34,567.50')
    expect(formatMoney(0, lang)).toBe('₹0.00')
    expect(formatMoney(12345678.9, lang)).toBe('₹1,23,45,678.90')
    expect(formatMoney(99.999, lang)).toBe('₹100.00')
    expect(formatMoney('250', lang)).toBe('₹250.00')
  })

  it('gives null for what is not an amount', () => {
    for (const value of [null, undefined, '', '  ', 'abc', NaN, {}]) expect(formatMoney(value, 'hi')).toBeNull()
  })
})

describe('formatPaise', () => {
  it('turns paise into rupees as the payment pages show them', () => {
    // The English payment tests expect exactly this text for the ₹100 fee.
    expect(formatPaise(10000, 'en')).toBe('₹100.00')
    expect(formatPaise('10000000', 'hi')).toBe('₹1,00,000.00')
    expect(formatPaise(null, 'en')).toBeNull()
  })
})
