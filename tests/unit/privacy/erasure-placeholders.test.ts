import { email as payloadEmail, text as payloadText } from 'payload/shared'
import { describe, expect, it } from 'vitest'

import { LIMITS } from '../../../src/features/accounts/rules/account'
import { CONTACT_LIMITS, ContactInput } from '../../../src/features/contact/rules/contact'
import { ERASED, ERASED_NAME, placeholderEmail } from '../../../src/features/privacy/rules/erasure'
import { isUndeliverable } from '../../../src/platform/mail/template'
import { GRIEVANCE_LIMITS } from '../../../src/features/grievances/rules/grievances'
import { hasControlChars } from '../../../src/platform/validation/text'
import { mentionPattern, redactedDetails, scrubText } from '../../../src/features/privacy/operations/erase-sql'

/**
 * What an erasure leaves must pass every rule a later edit applies
 * (the office resolving an erased member's contact message was a 5xx: the
 * placeholder address failed Payload's e-mail rule), and the scrubbing of free
 * text finds a name however it is written.
 */
const req = { req: { payload: { collections: {}, config: {} }, t: () => 'invalid' } } as never

describe('the placeholders', () => {
  it("the address passes Payload's e-mail rule and the forms', is unique per member and can never be delivered", () => {
    for (const id of [1, 42, 2_147_483_647]) {
      const address = placeholderEmail(id)
      expect(payloadEmail(address, req), address).toBe(true)
      expect(ContactInput.safeParse({ name: ERASED, email: address, message: ERASED }).success, address).toBe(true)
      expect(isUndeliverable(address)).toBe(true)
    }
    expect(placeholderEmail(1)).not.toBe(placeholderEmail(2))
    expect(isUndeliverable('ramesh@example.org')).toBe(false)
  })

  it('the texts fit every field they stand in: lengths, no control characters', () => {
    for (const [value, max] of [
      [ERASED, CONTACT_LIMITS.name],
      [ERASED, CONTACT_LIMITS.message],
      [ERASED, GRIEVANCE_LIMITS.ratingComment],
      [ERASED_NAME, LIMITS.name],
    ] as const) {
      expect(payloadText(value, { ...(req as object), required: true, maxLength: max } as never)).toBe(true)
      expect(hasControlChars(value)).toBe(false)
    }
  })
})

describe('scrubbing free text', () => {
  const ids = ['Sunita Devi', 'sunita@example.org', '9876543210']
  it('finds an identifier in any letter case and with any spaces between its words', () => {
    expect(scrubText('Cash from SUNITA   DEVI (9876543210)', ids)).toBe('Cash from [erased] ([erased])')
    expect(scrubText('Mail to Sunita@Example.org bounced', ids)).toBe('Mail to [erased] bounced')
    expect(scrubText('Sunita\nDevi', ids)).toBe('[erased]')
  })

  it('takes out the words of a name only where they stand alone', () => {
    expect(scrubText('Approved for Sunita, as Devi asked', [], ['Sunita', 'Devi'])).toBe('Approved for [erased], as [erased] asked')
    expect(scrubText('Sunitaben and Devika stay', [], ['Sunita', 'Devi'])).toBe('Sunitaben and Devika stay')
    expect(scrubText('सुनीता देवी ने कहा', [], ['सुनीता'])).toBe('[erased] देवी ने कहा')
  })

  it('treats regular-expression characters in an identifier as text', () => {
    expect(mentionPattern(['+91 98765'])).toBe('\\+91\\s+98765')
    expect(scrubText('a.b.c and abc', ['a.b.c'])).toBe('[erased] and abc')
  })

  it("redacts an audit entry's personal fields at any depth and keeps the rest", () => {
    const details = JSON.stringify({
      importId: 3,
      line: 7,
      before: { name: 'Old Name', email: 'old@example.org', phone: '9000000000', district: 'Agra' },
      after: { name: 'New' },
      amount: 10000,
    })
    expect(JSON.parse(redactedDetails(details))).toEqual({
      importId: 3,
      line: 7,
      before: { name: ERASED, email: ERASED, phone: ERASED, district: 'Agra' },
      after: { name: ERASED },
      amount: 10000,
    })
    expect(redactedDetails('not json, Sunita')).toBe(ERASED)
  })
})
