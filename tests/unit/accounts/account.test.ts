import { describe, expect, it } from 'vitest'

import { ACCOUNT_MESSAGES, dayToStored, isPastDate, PASSWORD_MIN_REGISTER, storedToDay } from '../../../src/features/accounts/rules/account'
import {
  registrationForm as form,
  validateForgotPassword,
  validateGrievance,
  validateLogin,
  validateNewPassword,
  validateProfile,
  validateRegistration,
} from '../../support/validators'

const messageOf = (r: { ok: boolean; message?: string }) => (r.ok ? 'ok' : r.message)

describe('validateRegistration', () => {
  it('accepts a complete form: e-mail lower-cased, text trimmed, designation fixed', () => {
    const r = validateRegistration({ ...form, name: '  Sunita Maurya \u0007', designation: 'Chief', role: 'admin' })
    expect(r).toEqual({
      ok: true,
      value: {
        name: 'Sunita Maurya',
        email: 'sunita.maurya@example.org',
        ehrms: 'EH1001',
        gender: 'Female',
        block: 'Chinhat',
        joiningDate: '2021-02-15',
        dob: '1994-07-21',
        phone: '9876543210',
        district: 'Lucknow',
        designation: 'Community Health Officer',
        ayushman: 'AAM Chinhat',
        password: 'Member-pass-1',
      },
    })
  })

  it('fills the optional fields with the spec defaults', () => {
    const r = validateRegistration({ ...form, gender: undefined, block: '', joiningDate: '', ayushman: undefined })
    expect(r.ok && r.value).toMatchObject({ gender: 'Male', block: undefined, joiningDate: undefined, ayushman: 'Ayushman Arogya Mandir' })
  })

  it("names every missing required field with spec §5's '<Field> is required'", () => {
    const r = validateRegistration({})
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      ehrms: 'Ehrms is required',
      dob: 'Dob is required',
      phone: 'Phone is required',
      district: 'District is required',
      password: 'Password is required',
      confirmPassword: 'ConfirmPassword is required',
      privacy: 'You must accept the privacy policy',
    })
    expect(r.message).toBe('Name is required')
  })

  it.each([
    [{ email: 'sunita@example' }, 'Please enter a valid email address'],
    [{ email: 'sun ita@example.org' }, 'Please enter a valid email address'],
    [{ phone: '98765 43210' }, 'Please enter a valid 10-digit phone number'],
    [{ phone: '+919876543210' }, 'Please enter a valid 10-digit phone number'],
    [{ confirmPassword: 'Member-pass-2' }, 'Passwords do not match'],
    [{ privacy: 'yes' }, 'You must accept the privacy policy'],
    [{ district: 'lucknow' }, 'Please select a district from the list'],
    [{ gender: 'female' }, 'Please select Male, Female or Other'],
    [{ dob: '1994-13-01' }, 'Please enter a valid date'],
    [{ dob: '1899-12-31' }, 'Please enter a valid date'],
    [{ joiningDate: '2021-02-15T00:00:00.000Z' }, 'Please enter a valid date'],
    [
      { password: 'a'.repeat(PASSWORD_MIN_REGISTER - 1), confirmPassword: 'a'.repeat(PASSWORD_MIN_REGISTER - 1) },
      `Password must be at least ${PASSWORD_MIN_REGISTER} characters long`,
    ],
    [{ password: 'a'.repeat(129), confirmPassword: 'a'.repeat(129) }, 'Password must be at most 128 characters long'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ email: `${'x'.repeat(250)}@example.org` }, 'Email must be at most 254 characters'],
    [{ name: true }, 'Name must be text'],
    [{ password: 12345678, confirmPassword: 12345678 }, 'Password must be text'],
  ])('rejects %o with its message', (change, message) => {
    expect(messageOf(validateRegistration({ ...form, ...change }))).toBe(message)
  })

  it('does not count spaces as a value', () => {
    expect(messageOf(validateRegistration({ ...form, ehrms: '   ' }))).toBe('Ehrms is required')
  })

  it.each([null, undefined, 'text', 42, [form]])('refuses %o as not a form', (input) => {
    expect(validateRegistration(input)).toEqual({ ok: false, errors: {}, message: ACCOUNT_MESSAGES.notAnObject.en })
  })
})

describe('validateProfile', () => {
  const profile = { name: 'Sunita', phone: '9876543210', dob: '1994-07-21', district: 'Agra', designation: 'Community Health Officer' }

  it('needs name, phone, dob, district and designation; the rest is optional', () => {
    const r = validateProfile({})
    expect(r.ok ? {} : r.errors).toEqual({
      name: 'Name is required',
      phone: 'Phone is required',
      dob: 'Dob is required',
      district: 'District is required',
      designation: 'Designation is required',
    })
    expect(validateProfile(profile).ok).toBe(true)
  })

  it('never takes e-mail, EHRMS code, role or password from the body', () => {
    const r = validateProfile({ ...profile, email: 'x@example.org', ehrms: 'NEW', role: 'admin', password: 'x' })
    expect(r.ok && Object.keys(r.value).sort()).toEqual([
      'ayushman',
      'block',
      'designation',
      'district',
      'dob',
      'gender',
      'joiningDate',
      'name',
      'phone',
    ])
  })

  it('stores the fixed designation whatever is sent', () => {
    const r = validateProfile({ ...profile, designation: 'Chief' })
    expect(r.ok && r.value.designation).toBe('Community Health Officer')
  })
})

describe('login, forgot, reset, grievance', () => {
  it('login: e-mail required and valid, password required, not trimmed', () => {
    expect(messageOf(validateLogin({}))).toBe('Email is required')
    expect(messageOf(validateLogin({ email: 'bad' }))).toBe('Please enter a valid email address')
    expect(messageOf(validateLogin({ email: 'a@example.org' }))).toBe('Password is required')
    expect(validateLogin({ email: ' A@Example.org ', password: ' pass ' })).toEqual({
      ok: true,
      value: { email: 'a@example.org', password: ' pass ' },
    })
  })

  it('forgot password: a valid e-mail', () => {
    expect(messageOf(validateForgotPassword({}))).toBe('Email is required')
    expect(messageOf(validateForgotPassword({ email: 'a@b' }))).toBe('Please enter a valid email address')
    expect(validateForgotPassword({ email: 'A@example.org' })).toEqual({ ok: true, value: { email: 'a@example.org' } })
  })

  it('new password: at least 6 characters, and the confirmation must match when sent', () => {
    expect(messageOf(validateNewPassword({ password: '12345' }))).toBe('Password must be at least 6 characters long')
    expect(messageOf(validateNewPassword({ password: '123456' }))).toBe('ok')
    expect(messageOf(validateNewPassword({ password: '123456', confirmPassword: '1234567' }))).toBe('Passwords do not match')
    expect(messageOf(validateNewPassword({ password: '123456', confirmPassword: '123456' }))).toBe('ok')
  })

  it('grievance: subject and description required and capped', () => {
    expect(messageOf(validateGrievance({}))).toBe('Subject is required')
    expect(messageOf(validateGrievance({ subject: 'S' }))).toBe('Description is required')
    expect(messageOf(validateGrievance({ subject: 'S', description: 'x'.repeat(5001) }))).toBe(
      'Description must be at most 5000 characters',
    )
    expect(validateGrievance({ subject: ' S ', description: 'D' })).toEqual({ ok: true, value: { subject: 'S', description: 'D' } })
  })
})

describe('dates', () => {
  it('accepts today in India even while it is still yesterday in UTC', () => {
    // 21 Nov 2026 02:00 in India is 20 Nov 20:30 UTC.
    const now = new Date('2026-11-20T20:30:00Z')
    expect(isPastDate('2026-11-21', now)).toBe(true)
    expect(isPastDate('2026-11-22', now)).toBe(false)
  })

  it('stores a day at noon in India and reads back the same day', () => {
    for (const day of ['1994-07-21', '2000-02-29', '2026-12-31', '2027-01-01']) expect(storedToDay(dayToStored(day))).toBe(day)
    expect(storedToDay(null)).toBeNull()
    expect(storedToDay('')).toBeNull()
    expect(storedToDay('not a date')).toBeNull()
  })
})
