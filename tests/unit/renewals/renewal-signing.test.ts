import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { reminderPlan } from '../../../src/features/renewals/rules/renewal-schedule'
import { signUnsubscribe, verifyUnsubscribe } from '../../../src/features/privacy/rules/unsubscribe-token'

const SECRET = 'a-long-payload-secret-for-the-tests'

describe('the unsubscribe token (HMAC-SHA256, key derived from PAYLOAD_SECRET)', () => {
  it('round-trips the member id', () => {
    const token = signUnsubscribe(SECRET, 42)
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/)
    expect(verifyUnsubscribe(SECRET, token)).toBe(42)
    expect(signUnsubscribe(SECRET, 42)).toBe(token) // no expiry, no nonce: an old reminder's link still works
  })

  it('refuses another id under the same signature, a changed signature, another secret and another purpose', () => {
    const token = signUnsubscribe(SECRET, 42)
    const [, mac] = token.split('.')
    expect(verifyUnsubscribe(SECRET, `43.${mac}`)).toBeNull()
    const flipped = mac[0] === 'A' ? `B${mac.slice(1)}` : `A${mac.slice(1)}`
    expect(verifyUnsubscribe(SECRET, `42.${flipped}`)).toBeNull()
    expect(verifyUnsubscribe('another-secret', token)).toBeNull()
    expect(verifyUnsubscribe(SECRET, signUnsubscribe(SECRET, 42, 'newsletter'))).toBeNull()
  })

  it('is not a plain HMAC of the id with PAYLOAD_SECRET itself (the key is derived for this use)', () => {
    const naive = createHmac('sha256', SECRET).update('renewal-reminders:42').digest('base64url')
    expect(verifyUnsubscribe(SECRET, `42.${naive}`)).toBeNull()
  })

  it.each([
    undefined,
    null,
    42,
    '',
    '42',
    '42.',
    '.abc',
    '0.' + 'a'.repeat(43),
    '-1.' + 'a'.repeat(43),
    '99999999999.' + 'a'.repeat(43),
    `42.${'a'.repeat(44)}`,
    '42.' + '!'.repeat(43),
  ])('refuses the malformed token %s', (token) => {
    expect(verifyUnsubscribe(SECRET, token)).toBeNull()
  })

  it('refuses everything without a secret', () => {
    expect(verifyUnsubscribe('', signUnsubscribe('', 42))).toBeNull()
  })
})

describe('the reminder plan (steps MM-DD of the year in India)', () => {
  const steps = ['01-01', '01-15', '03-01']
  it('on 31 December, India time, still plans the old year (its last step), nothing of the new one', () => {
    expect(reminderPlan(steps, new Date('2026-12-31T18:29:00Z'))).toMatchObject({ year: '2026', latest: '03-01' }) // 23:59 IST
  })
  it('has nothing due before the first step of the year', () => {
    expect(reminderPlan(['01-15'], new Date('2027-01-10T06:00:00Z'))).toBeNull()
  })
  it('sends step 1 from 1 January, India time (still 31 Dec in UTC)', () => {
    expect(reminderPlan(steps, new Date('2026-12-31T18:31:00Z'))).toEqual({
      year: '2027',
      today: '2027-01-01',
      latest: '01-01',
      skipped: [],
    })
  })
  it('sends only the latest due step and lists the earlier ones as skipped', () => {
    expect(reminderPlan(steps, new Date('2027-03-02T06:00:00Z'))).toEqual({
      year: '2027',
      today: '2027-03-02',
      latest: '03-01',
      skipped: ['01-01', '01-15'],
    })
  })
  it('sorts and de-duplicates the steps', () => {
    expect(reminderPlan(['03-01', '01-15', '01-15'], new Date('2027-01-20T06:00:00Z'))?.latest).toBe('01-15')
    expect(reminderPlan([], new Date('2027-06-01T06:00:00Z'))).toBeNull()
  })
})
