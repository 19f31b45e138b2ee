import { describe, expect, it } from 'vitest'

import { consentPeriods, currentChoices, type LedgerEntry } from '../../../src/features/privacy/rules/consent'

const entry = (purpose: LedgerEntry['purpose'], action: LedgerEntry['action'], createdAt: string, noticeVersion = 1): LedgerEntry => ({
  purpose,
  action,
  noticeVersion,
  language: 'en',
  createdAt,
})

describe('consentPeriods', () => {
  it('pairs each grant with the withdrawal that ended it, null while in force', () => {
    const periods = consentPeriods([
      entry('membership', 'granted', 't1'),
      entry('newsletter', 'granted', 't2'),
      entry('newsletter', 'withdrawn', 't3'),
      entry('newsletter', 'granted', 't4'),
    ])
    expect(periods.map((p) => [p.purpose, p.givenAt, p.withdrawnAt])).toEqual([
      ['membership', 't1', null],
      ['newsletter', 't2', 't3'],
      ['newsletter', 't4', null],
    ])
  })

  it('a new grant in force (a newer notice confirmed) ends the earlier period', () => {
    const periods = consentPeriods([entry('membership', 'granted', 't1', 0), entry('membership', 'granted', 't2', 2)])
    expect(periods.map((p) => [p.noticeVersion, p.givenAt, p.withdrawnAt])).toEqual([
      [0, 't1', 't2'],
      [2, 't2', null],
    ])
  })

  it('a withdrawal without a grant opens nothing', () => {
    expect(consentPeriods([entry('whatsapp', 'withdrawn', 't1')])).toEqual([])
  })
})

describe('currentChoices', () => {
  it('is the last action per purpose, nothing given by default', () => {
    expect(currentChoices([])).toEqual({ membership: false, newsletter: false, whatsapp: false })
    expect(
      currentChoices([entry('membership', 'granted', 't1'), entry('whatsapp', 'granted', 't2'), entry('whatsapp', 'withdrawn', 't3')]),
    ).toEqual({ membership: true, newsletter: false, whatsapp: false })
  })
})
