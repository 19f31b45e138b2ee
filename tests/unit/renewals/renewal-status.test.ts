import { describe, expect, it } from 'vitest'

import { registerStatus } from '../../../src/features/renewals/rules/renewal'

describe('registerStatus (the renewal cycle)', () => {
  it("keeps this year's own status when there is one", () => {
    expect(registerStatus('paid', false, '2027', '2027-06-01')).toBe('paid')
    expect(registerStatus('pending', true, '2027', '2027-06-01')).toBe('pending')
    expect(registerStatus('revoked', true, '2027', '2027-01-02')).toBe('revoked')
  })

  it('is unpaid for a member who did not pay last year either', () => {
    expect(registerStatus(undefined, false, '2027', '2027-01-01')).toBe('unpaid')
    expect(registerStatus('unpaid', false, '2027', '2027-12-31')).toBe('unpaid')
  })

  it('is due for renewal up to the grace date, lapsed the day after', () => {
    expect(registerStatus(undefined, true, '2027', '2027-01-01')).toBe('due-for-renewal')
    expect(registerStatus('unpaid', true, '2027', '2027-03-31')).toBe('due-for-renewal')
    expect(registerStatus('unpaid', true, '2027', '2027-04-01')).toBe('lapsed')
    expect(registerStatus(undefined, true, '2027', '2027-02-15', '02-14')).toBe('lapsed')
  })
})
