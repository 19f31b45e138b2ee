import { describe, expect, it } from 'vitest'

import { dayFromText, dayText } from '../../../src/platform/validation/day-text'

/** The date fields show DD-MM-YYYY and hand the form the 'YYYY-MM-DD' the APIs take, whatever the browser's language. */
describe('date fields in DD-MM-YYYY', () => {
  it('show a day the form holds as DD-MM-YYYY, and text being typed as it is', () => {
    expect(dayText('1990-05-20')).toBe('20-05-1990')
    expect(dayText('')).toBe('')
    expect(dayText('20-05')).toBe('20-05')
    expect(dayText('2026-02-30')).toBe('2026-02-30') // no such day: left as typed, not turned round
  })

  it('read DD-MM-YYYY, with other separators, single digits or the eight digits alone, as YYYY-MM-DD', () => {
    for (const typed of ['20-05-1990', '20/05/1990', '20.05.1990', '20 05 1990', '20-5-1990', ' 20-05-1990 ', '20051990', '1990-05-20']) {
      expect(dayFromText(typed), typed).toBe('1990-05-20')
    }
    expect(dayFromText('05-03-2026')).toBe('2026-03-05') // day first, never month first
    expect(dayFromText('29-02-2024')).toBe('2024-02-29')
  })

  it("hand over an empty field as '' and anything that is no real date as typed, for the rules to refuse", () => {
    expect(dayFromText('   ')).toBe('')
    for (const typed of ['31-02-2026', '13/25/2026', '05-03-26', '2026-13-01', 'yesterday', '20-05-199'])
      expect(dayFromText(typed), typed).toBe(typed)
  })

  it('round-trip: what a field shows reads back as the day it stands for', () => {
    for (const day of ['2000-01-01', '1999-12-31', '2024-02-29']) expect(dayFromText(dayText(day))).toBe(day)
  })
})
