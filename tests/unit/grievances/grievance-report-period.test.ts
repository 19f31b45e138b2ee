import { describe, expect, it } from 'vitest'

import {
  lastMonth,
  monthPeriod,
  periodOf,
  PeriodError,
  REPORT_MESSAGES,
  requestedPeriod,
  shownMonth,
} from '../../../src/features/grievances/rules/report'
import { presentPublicStats, type GrievanceStats } from '../../../src/features/grievances/presenters/stats'

/** The report's period in India's calendar (UTC+5:30) and the public page's merging of small districts. */
describe('the period of the figures', () => {
  it('a day in India starts at 18:30 UTC the day before; both ends are included', () => {
    const p = periodOf('2026-03-01', '2026-03-31')
    expect(p.start.toISOString()).toBe('2026-02-28T18:30:00.000Z')
    expect(p.end.toISOString()).toBe('2026-03-31T18:30:00.000Z')
  })

  it("the last full month follows India's date, across the new year", () => {
    expect(lastMonth(new Date('2026-12-31T18:29:00.000Z'))).toBe('2026-11') // 23:59 on 31 December in India
    expect(lastMonth(new Date('2026-12-31T18:30:00.000Z'))).toBe('2026-12') // 00:00 on 1 January in India
    expect(monthPeriod('2024-02').to).toBe('2024-02-29')
  })

  it('no dates: the last month; one date alone or a bad one: the message that names it', () => {
    expect(requestedPeriod(null, null, new Date('2026-03-10T00:00:00Z'))).toMatchObject({ from: '2026-02-01', to: '2026-02-28' })
    expect(() => requestedPeriod('2026-01-01', null, new Date())).toThrow(new PeriodError(REPORT_MESSAGES.badTo))
    expect(() => periodOf('2026-1-01', '2026-01-31')).toThrow(REPORT_MESSAGES.badFrom.en)
    expect(() => periodOf('2025-01-01', '2026-01-02')).toThrow(REPORT_MESSAGES.tooLong.en) // 367 days
    expect(periodOf('2025-01-01', '2026-01-01').to).toBe('2026-01-01') // 366: the most allowed
    expect(periodOf('2025-01-01', '2025-12-31').to).toBe('2025-12-31')
  })

  it('a PeriodError carries its message by key, for the edge to answer in either language', () => {
    const thrown = (() => {
      try {
        periodOf('2026-02-01', '2026-01-31')
      } catch (err) {
        return err
      }
    })()
    expect(thrown).toBeInstanceOf(PeriodError)
    expect((thrown as PeriodError).said).toBe(REPORT_MESSAGES.fromAfterTo)
    expect((thrown as PeriodError).message).toBe('The start date must not be after the end date.')
    expect((thrown as PeriodError).said.hi).toBe('आरंभ की तारीख़ अंतिम तारीख़ के बाद की नहीं हो सकती।')
  })

  it('a page shows ?month= when it is a real month, else the month under way in India', () => {
    const today = new Date('2026-05-20T06:00:00Z')
    expect(shownMonth('2025-07', today)).toBe('2025-07')
    for (const bad of ['2025-13', '2025-7', ['2025-07'], undefined, 'july']) expect(shownMonth(bad, today)).toBe('2026-05')
    expect(shownMonth(undefined, new Date('2026-05-31T18:29:00.000Z'))).toBe('2026-05') // 23:59 on 31 May in India
    expect(shownMonth(undefined, new Date('2026-05-31T18:30:00.000Z'))).toBe('2026-06') // 00:00 on 1 June in India
  })
})

describe('the public figures', () => {
  const stats = (byDistrict: GrievanceStats['byDistrict']) => ({ byDistrict }) as GrievanceStats
  it('districts with fewer than 5 cases are summed into Other, shown last; 5 stand alone', () => {
    expect(
      presentPublicStats(
        stats([
          { district: 'Agra', count: 5 },
          { district: 'Hardoi', count: 4 },
          { district: 'Sitapur', count: 1 },
        ]),
      ).byDistrict,
    ).toEqual([
      { district: 'Agra', count: 5 },
      { district: 'Other', count: 5 },
    ])
    expect(presentPublicStats(stats([{ district: 'Agra', count: 7 }])).byDistrict).toEqual([{ district: 'Agra', count: 7 }])
  })
})
