import { email as payloadEmail } from 'payload/shared'
import { describe, expect, it } from 'vitest'

import { RegistrationInput } from '../../../src/features/accounts/rules/account'
import { ContactInput } from '../../../src/features/contact/rules/contact'
import { isEmail } from '../../../src/platform/validation/text'
import { EMAIL_INVALID } from '../../../src/platform/validation/messages'

/**
 * One e-mail rule, the one Payload's e-mail fields store. The forms took 'x@y.z' (spec §5's
 * text@text.text), Payload then refused it, and contact and registration answered 500.
 */
const SAMPLES = [
  'ramesh@example.org',
  'Sunita.Devi+cho@health.up.gov.in',
  'a_b-c@ex--ample.co.uk',
  "o'neil@example.org",
  'A@B.CO',
  'x@y.z',
  'a@b.c',
  'user..name@example.org',
  'user@example..org',
  '"user"@example.org',
  'user name@example.org',
  'user@-example.org',
  'user@example-.org',
  'user@example',
  'user@example.1a',
  '.user@example.org',
  'user.@example.org',
  'user@exam_ple.org',
  'ramesh.example.org',
  'रमेश@example.org',
  'user@उदाहरण.भारत',
  'a@b.cd',
  '@example.org',
  'user@',
  '',
]

// Payload's own validator, with just enough of a request for an e-mail field outside an auth collection.
const payloadAccepts = (value: string) =>
  payloadEmail(value, { req: { payload: { collections: {}, config: {} }, t: () => 'invalid' } } as never) === true

describe('isEmail', () => {
  it.each(SAMPLES)('agrees with Payload about %j', (sample) => {
    expect(isEmail(sample)).toBe(sample !== '' && payloadAccepts(sample))
  })

  it('refuses what Payload refuses, with the spec message, on the contact and registration schemas', () => {
    for (const bad of ['x@y.z', 'a@b.c', 'user..name@example.org']) {
      expect(ContactInput.safeParse({ name: 'Ramesh', email: bad, message: 'Hello' }).error?.issues[0].message).toBe(EMAIL_INVALID.token)
      expect(RegistrationInput.shape.email.safeParse(bad).error?.issues[0].message).toBe(EMAIL_INVALID.token)
    }
    expect(RegistrationInput.shape.email.safeParse('Ramesh@Example.org').data).toBe('ramesh@example.org')
  })

  it('answers at once for a long hostile address (the pattern backtracks; the length is checked first)', () => {
    const started = performance.now()
    for (const long of ['a'.repeat(60_000), `${'a-'.repeat(30_000)}@`, `a@${'a.'.repeat(30_000)}`, `a@${'a-'.repeat(30_000)}!`])
      expect(isEmail(long)).toBe(false)
    expect(performance.now() - started).toBeLessThan(100)
  })
})
