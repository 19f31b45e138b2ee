import { describe, expect, it } from 'vitest'

import { amountInWords } from '../../../src/features/payments/rules/amount-words'
import { formatReceiptNumber, isReceiptNumber, nextReceiptNumber, receiptYear } from '../../../src/features/payments/rules/receipts'

describe('receipt numbers', () => {
  it('are RCPT-<year>-<six digits>, growing past six digits in a busy year', () => {
    expect(formatReceiptNumber('2026', 42)).toBe('RCPT-2026-000042')
    expect(formatReceiptNumber('2026', 1_234_567)).toBe('RCPT-2026-1234567')
    expect(() => formatReceiptNumber('26', 1)).toThrow()
    expect(() => formatReceiptNumber('2026', 0)).toThrow()
  })

  it('follow on from the highest number of the same year only', () => {
    expect(nextReceiptNumber('2026', [])).toBe('RCPT-2026-000001')
    expect(nextReceiptNumber('2026', ['RCPT-2026-000001', 'RCPT-2026-000009', 'RCPT-2025-000500', 'rubbish'])).toBe('RCPT-2026-000010')
    expect(nextReceiptNumber('2027', ['RCPT-2026-000009'])).toBe('RCPT-2027-000001')
    expect(nextReceiptNumber('2026', ['RCPT-2026-999999'])).toBe('RCPT-2026-1000000')
  })

  it('take the calendar year in India, not UTC', () => {
    expect(receiptYear(new Date('2026-12-31T18:45:00Z'))).toBe('2027') // 00:15 on 1 January in India
    expect(receiptYear(new Date('2026-12-31T18:15:00Z'))).toBe('2026')
  })

  it('are recognised before any query', () => {
    expect(isReceiptNumber('RCPT-2026-000042')).toBe(true)
    for (const bad of ['RCPT-2026-42', 'rcpt-2026-000042', 'RCPT-2026-000042 ', "RCPT-2026-000042'--", 42])
      expect(isReceiptNumber(bad)).toBe(false)
  })
})

describe('amount in words', () => {
  it('writes rupees and paise the Indian way in English', () => {
    expect(amountInWords(10000, 'en')).toBe('Rupees One Hundred Only')
    expect(amountInWords(10050, 'en')).toBe('Rupees One Hundred and Fifty Paise Only')
    expect(amountInWords(12_345_600, 'en')).toBe('Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only')
    expect(amountInWords(100, 'en')).toBe('Rupees One Only')
  })

  it('writes Hindi numbers from the table', () => {
    expect(amountInWords(10000, 'hi')).toBe('एक सौ रुपये मात्र')
    expect(amountInWords(25075, 'hi')).toBe('दो सौ पचास रुपये और पचहत्तर पैसे मात्र')
    expect(amountInWords(9_999_900, 'hi')).toBe('निन्यानवे हज़ार नौ सौ निन्यानवे रुपये मात्र')
    expect(amountInWords(12_345_600, 'hi')).toBe('एक लाख तेईस हज़ार चार सौ छप्पन रुपये मात्र')
  })

  it('refuses what is not whole paise', () => {
    expect(amountInWords(1.5, 'en')).toBeNull()
    expect(amountInWords(-1, 'hi')).toBeNull()
  })
})
