import { describe, expect, it } from 'vitest'

import { CONTACT_LIMITS } from '../../../src/features/contact/rules/contact'
import { validateContact } from '../../support/validators'

/** The contact form's rules (spec §4, §8), shared by the browser form and the API. */
const good = { name: 'Ramesh Kumar', email: 'ramesh@example.org', message: 'Please share the training dates.' }

describe('validateContact', () => {
  it('accepts a complete message and returns trimmed values', () => {
    expect(validateContact({ name: '  Ramesh Kumar ', email: '\tramesh@example.org\n', message: '\n Please share the dates. \n' })).toEqual(
      {
        ok: true,
        value: { name: 'Ramesh Kumar', email: 'ramesh@example.org', message: 'Please share the dates.' },
      },
    )
  })

  it('reports problems in the order name, email, valid email, message, and only the first', () => {
    expect(validateContact({ name: '', email: '', message: '' })).toEqual({ ok: false, field: 'name', message: 'Name is required' })
    expect(validateContact({ name: 'A', email: '', message: '' })).toEqual({ ok: false, field: 'email', message: 'Email is required' })
    expect(validateContact({ name: 'A', email: 'not-an-email', message: '' })).toEqual({
      ok: false,
      field: 'email',
      message: 'Please enter a valid email address',
    })
    expect(validateContact({ name: 'A', email: 'a@b.co', message: '' })).toEqual({
      ok: false,
      field: 'message',
      message: 'Message is required',
    })
  })

  it.each([
    ['name', { ...good, name: '   ' }, 'Name is required'],
    ['email', { ...good, email: ' \n ' }, 'Email is required'],
    ['message', { ...good, message: '\t \n' }, 'Message is required'],
  ])('treats a %s of only spaces as missing', (_field, input, message) => {
    expect(validateContact(input)).toMatchObject({ ok: false, message })
  })

  it.each(['plainaddress', 'a@b', '@example.org', 'ramesh@', 'ramesh@example.', 'ram esh@example.org', 'a@b@c.org', 'ramesh.example.org'])(
    'rejects the e-mail address %j',
    (email) => {
      expect(validateContact({ ...good, email })).toEqual({ ok: false, field: 'email', message: 'Please enter a valid email address' })
    },
  )

  it.each(['a@b.co', 'first.last+tag@sub.example.co.in', ' ramesh@example.org '])('accepts the e-mail address %j', (email) => {
    expect(validateContact({ ...good, email }).ok).toBe(true)
  })

  it('caps each field and says so', () => {
    expect(CONTACT_LIMITS).toEqual({ name: 100, email: 254, message: 5000 })
    expect(validateContact({ ...good, name: 'x'.repeat(100) }).ok).toBe(true)
    expect(validateContact({ ...good, name: 'x'.repeat(101) })).toEqual({
      ok: false,
      field: 'name',
      message: 'Name must be at most 100 characters',
    })
    const longEmail = `${'x'.repeat(245)}@example.org`
    expect(validateContact({ ...good, email: longEmail })).toEqual({
      ok: false,
      field: 'email',
      message: 'Email must be at most 254 characters',
    })
    expect(validateContact({ ...good, message: 'x'.repeat(5000) }).ok).toBe(true)
    expect(validateContact({ ...good, message: 'x'.repeat(5001) })).toEqual({
      ok: false,
      field: 'message',
      message: 'Message must be at most 5000 characters',
    })
  })

  it('measures the length after trimming', () => {
    expect(validateContact({ ...good, name: `  ${'x'.repeat(100)}  ` }).ok).toBe(true)
  })

  it('counts Hindi text by characters and keeps it intact', () => {
    const message = 'कृपया प्रशिक्षण की तिथियाँ बताएँ।'
    expect(validateContact({ ...good, name: 'रमेश कुमार', message })).toEqual({ ok: true, value: { ...good, name: 'रमेश कुमार', message } })
  })

  it('keeps line breaks inside the message but drops control characters PostgreSQL cannot store', () => {
    expect(validateContact({ ...good, message: 'line one\nline\u0000 two\u0007' })).toMatchObject({
      ok: true,
      value: { message: 'line one\nline two' },
    })
    expect(validateContact({ ...good, name: '\u0000\u0001' })).toMatchObject({ ok: false, message: 'Name is required' })
  })

  it.each([
    ['a number as name', { ...good, name: 42 }, 'Name must be text'],
    ['an array as email', { ...good, email: ['a@b.co'] }, 'Email must be text'],
    ['an object as message', { ...good, message: { text: 'hi' } }, 'Message must be text'],
    ['a missing name', { email: good.email, message: good.message }, 'Name is required'],
    ['a null message', { ...good, message: null }, 'Message is required'],
  ])('rejects %s', (_what, input, message) => {
    expect(validateContact(input)).toMatchObject({ ok: false, message })
  })

  it.each([null, undefined, 'text', 42, [good], true])('rejects a body that is not an object: %j', (input) => {
    expect(validateContact(input)).toEqual({ ok: false, field: null, message: 'Please send your name, email and message.' })
  })

  it('keeps quotes and SQL-looking text as they are', () => {
    expect(validateContact({ ...good, name: "O'Brien", message: "' OR 1=1--" })).toMatchObject({
      ok: true,
      value: { name: "O'Brien", message: "' OR 1=1--" },
    })
  })

  it('ignores extra fields', () => {
    const result = validateContact({ ...good, status: 'resolved', id: 1 })
    expect(result).toEqual({ ok: true, value: good })
  })
})
