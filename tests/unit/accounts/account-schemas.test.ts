import { describe, expect, it } from 'vitest'

import {
  ForgotPasswordInput,
  GrievanceInput,
  LoginInput,
  NewPasswordForm,
  PROFILE_FIELDS,
  ProfileInput,
  REGISTRATION_FIELDS,
  RegistrationInput,
  RESET_TOKEN_PATTERN,
  ResetPasswordInput,
} from '../../../src/features/accounts/rules/account'
import { parseInput, validateInput } from '../../../src/platform/validation/validation'
import { first, messages, registrationForm as form } from '../../support/validators'

/** The account schemas (spec §5): what the API answers (issues[0]) and what the forms show (each field's first). */

const NOT_OBJECT = 'Please send the form fields as a JSON object.'
const token = 'a'.repeat(43)

describe('RegistrationInput', () => {
  it('lists its fields in the order of the form (spec §5), with the fixed designation', () => {
    // Not on the form: the fixed designation, and the page's language, sent by the form itself.
    expect(Object.keys(RegistrationInput.shape).filter((key) => key !== 'designation' && key !== 'preferredLanguage')).toEqual([
      ...REGISTRATION_FIELDS,
    ])
  })

  it('reads a complete form: e-mail lower-cased, text cleaned, designation fixed whatever is sent', () => {
    const value = parseInput(RegistrationInput, { ...form, name: ' Sunita\u0000 Maurya ', designation: 'Chief', role: 'admin' })
    expect(value).toMatchObject({
      name: 'Sunita Maurya',
      email: 'sunita.maurya@example.org',
      designation: 'Community Health Officer',
      privacy: true,
    })
    expect(value).not.toHaveProperty('role')
  })

  it('defaults gender to Male and Ayushman to its spec name; block and joining date may be left out', () => {
    const { gender: _g, block: _b, joiningDate: _j, ayushman: _a, ...rest } = form
    expect(parseInput(RegistrationInput, rest)).toMatchObject({ gender: 'Male', ayushman: 'Ayushman Arogya Mandir' })
    expect(parseInput(RegistrationInput, { ...form, gender: ' ', block: '', joiningDate: null, ayushman: '' })).toMatchObject({
      gender: 'Male',
      block: undefined,
      joiningDate: undefined,
      ayushman: 'Ayushman Arogya Mandir',
    })
  })

  it('answers the first problem in the order of the form', () => {
    expect(messages(RegistrationInput, {})).toEqual([
      'Name is required',
      'Email is required',
      'Ehrms is required',
      'Dob is required',
      'Phone is required',
      'District is required',
      'Password is required',
      'ConfirmPassword is required',
      'You must accept the privacy policy',
    ])
    expect(first(RegistrationInput, { ...form, privacy: false, phone: 'x', name: 'x'.repeat(101) })).toBe(
      'Name must be at most 100 characters',
    )
    expect(first(RegistrationInput, { ...form, privacy: false, phone: 'x' })).toBe('Please enter a valid 10-digit phone number')
  })

  it('tells a missing value from an empty one only by what it is: both are required, other types must be text', () => {
    expect(first(RegistrationInput, { ...form, ehrms: undefined })).toBe('Ehrms is required')
    expect(first(RegistrationInput, { ...form, ehrms: '' })).toBe('Ehrms is required')
    expect(first(RegistrationInput, { ...form, ehrms: null })).toBe('Ehrms is required')
    expect(first(RegistrationInput, { ...form, ehrms: 1001 })).toBe('Ehrms must be text')
    expect(first(RegistrationInput, { ...form, block: ['x'] })).toBe('Block must be text')
    expect(first(RegistrationInput, { ...form, confirmPassword: {} })).toBe('ConfirmPassword must be text')
  })

  it('caps each text at its limit', () => {
    expect(first(RegistrationInput, { ...form, ehrms: 'x'.repeat(30) })).toBe('ok')
    expect(first(RegistrationInput, { ...form, ehrms: 'x'.repeat(31) })).toBe('Ehrms must be at most 30 characters')
    expect(first(RegistrationInput, { ...form, block: 'x'.repeat(101) })).toBe('Block must be at most 100 characters')
    expect(first(RegistrationInput, { ...form, ayushman: 'x'.repeat(151) })).toBe('Ayushman must be at most 150 characters')
    expect(first(RegistrationInput, { ...form, phone: '1'.repeat(21) })).toBe('Phone must be at most 20 characters')
  })

  it('reports a confirmation that differs together with the other problems, in its own place', () => {
    expect(validateInput(RegistrationInput, { ...form, name: '', confirmPassword: 'Other-pass-1', privacy: 'yes' })).toEqual({
      ok: false,
      errors: { name: 'Name is required', confirmPassword: 'Passwords do not match', privacy: 'You must accept the privacy policy' },
      message: 'Name is required',
    })
    // A different confirmation is 'do not match' before it is too long; an equal one too long says so.
    expect(first(RegistrationInput, { ...form, confirmPassword: 'a'.repeat(129) })).toBe('Passwords do not match')
    expect(messages(RegistrationInput, { ...form, password: 'a'.repeat(129), confirmPassword: 'a'.repeat(129) })).toEqual([
      'Password must be at most 128 characters long',
      'Password must be at most 128 characters long',
    ])
  })

  it.each([true, 'true', 1, 'on'])('needs privacy to be literally true, not %j only', (privacy) => {
    expect(first(RegistrationInput, { ...form, privacy })).toBe(privacy === true ? 'ok' : 'You must accept the privacy policy')
  })

  it('takes dates as past calendar days', () => {
    expect(first(RegistrationInput, { ...form, dob: '2999-01-01' })).toBe('Please enter a valid date')
    expect(first(RegistrationInput, { ...form, joiningDate: '2021-02-30' })).toBe('Please enter a valid date')
    expect(first(RegistrationInput, { ...form, joiningDate: 'x'.repeat(11) })).toBe('Please enter a valid date')
  })

  it.each([null, 'text', 42, [form]])('answers %j with the not-an-object message', (input) => {
    expect(messages(RegistrationInput, input)).toEqual([NOT_OBJECT])
  })
})

describe('ProfileInput', () => {
  const profile = { name: 'Sunita', phone: '9876543210', dob: '1994-07-21', district: 'Agra', designation: 'Chief' }

  it('lists its fields in the order of the form', () => {
    expect(Object.keys(ProfileInput.shape)).toEqual([...PROFILE_FIELDS])
  })

  it('needs a designation but stores the fixed one; ayushman defaults to empty', () => {
    expect(parseInput(ProfileInput, profile)).toMatchObject({ designation: 'Community Health Officer', gender: 'Male', ayushman: '' })
    expect(messages(ProfileInput, {})).toEqual([
      'Name is required',
      'Phone is required',
      'Dob is required',
      'District is required',
      'Designation is required',
    ])
    expect(first(ProfileInput, [])).toBe(NOT_OBJECT)
  })
})

describe('LoginInput and ForgotPasswordInput', () => {
  it('login: the e-mail lower-cased, the password as typed; a password that is not text is missing', () => {
    expect(parseInput(LoginInput, { email: ' A@Example.org ', password: ' pass ' })).toEqual({ email: 'a@example.org', password: ' pass ' })
    expect(first(LoginInput, { email: 'a@example.org', password: 12345678 })).toBe('Password is required')
    expect(first(LoginInput, { email: 'a@example.org', password: 'a'.repeat(129) })).toBe('Password must be at most 128 characters long')
    expect(first(LoginInput, { email: { $gt: '' }, password: 'x' })).toBe('Email must be text')
    expect(first(LoginInput, 'x')).toBe(NOT_OBJECT)
  })

  it('forgot password: one valid e-mail address', () => {
    expect(parseInput(ForgotPasswordInput, { email: 'A@example.org' })).toEqual({ email: 'a@example.org' })
    expect(first(ForgotPasswordInput, { email: 'a@b' })).toBe('Please enter a valid email address')
    expect(first(ForgotPasswordInput, { email: `${'x'.repeat(250)}@b.co` })).toBe('Email must be at most 254 characters')
  })
})

describe('ResetPasswordInput and NewPasswordForm', () => {
  it('the API: a token of the link’s form before anything else', () => {
    expect(RESET_TOKEN_PATTERN.test(token)).toBe(true)
    expect(parseInput(ResetPasswordInput, { token, password: '123456' })).toEqual({ token, password: '123456' })
    const invalid = 'This reset link is invalid or has expired. Please request a new one.'
    for (const bad of [undefined, 42, 'short', 'a'.repeat(101), `${'a'.repeat(42)}/`]) {
      expect(first(ResetPasswordInput, { token: bad, password: '' })).toBe(invalid)
    }
    expect(first(ResetPasswordInput, { token, password: '12345' })).toBe('Password must be at least 6 characters long')
    expect(first(ResetPasswordInput, { token, password: '123456', confirmPassword: '1234567' })).toBe('Passwords do not match')
    expect(first(ResetPasswordInput, [])).toBe(NOT_OBJECT)
  })

  it('the form: the confirmation must match, and says so with the password’s own problem', () => {
    expect(validateInput(NewPasswordForm, { password: '12345', confirmPassword: '1234' })).toEqual({
      ok: false,
      errors: { password: 'Password must be at least 6 characters long', confirmPassword: 'Passwords do not match' },
      message: 'Password must be at least 6 characters long',
    })
    expect(validateInput(NewPasswordForm, { password: '123456', confirmPassword: '123456' })).toMatchObject({ ok: true })
    expect(validateInput(NewPasswordForm, { password: '', confirmPassword: '' })).toMatchObject({
      ok: false,
      errors: { password: 'Password is required' },
    })
  })
})

describe('GrievanceInput', () => {
  it('subject then description, trimmed and capped', () => {
    expect(parseInput(GrievanceInput, { subject: ' S ', description: 'D\u0007' })).toEqual({ subject: 'S', description: 'D' })
    expect(messages(GrievanceInput, { subject: 'x'.repeat(201) })).toEqual([
      'Subject must be at most 200 characters',
      'Description is required',
    ])
    expect(first(GrievanceInput, { subject: 'S', description: 7 })).toBe('Description must be text')
    expect(first(GrievanceInput, null)).toBe(NOT_OBJECT)
  })
})
