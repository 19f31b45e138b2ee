import { describe, expect, it } from 'vitest'

import { formatMoney } from '../../src/i18n/money'

/** Money in Indian grouping (issue 13): ₹1,00,000.00. */
describe('formatMoney', () => {
  it('groups thousands, lakhs and crores the Indian way, with two decimals', () => {
    expect(formatMoney(100)).toBe('₹100.00')
    expect(formatMoney(1000)).toBe('₹1,000.00')
    expect(formatMoney(100000)).toBe('₹1,00,000.00')
    expect(formatMoney(12345678.9)).toBe('₹1,23,45,678.90')
  })

  it('rounds to paise and shows zero', () => {
    expect(formatMoney(0)).toBe('₹0.00')
    expect(formatMoney(99.999)).toBe('₹100.00')
  })
})
