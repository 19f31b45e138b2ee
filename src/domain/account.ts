import { DISTRICTS } from '../config/districts'
import { indiaDay } from './membership'
import { DEFAULT_AYUSHMAN, DESIGNATION, GENDERS, type Gender } from './profile'
import { cleanText, EMAIL_PATTERN, isPlainObject, PHONE_PATTERN, requiredMessage } from './text'

/**
 * The rules for accounts (spec §5): registration, profile edit, login, forgot
 * and reset password, grievances. One module for the forms in the browser and
 * the /api handlers, so both say the same thing. Each validator returns every
 * field's first problem (the forms show them per field; the API answers the
 * first one as {message}).
 */

export const PASSWORD_MIN_REGISTER = 8 // our choice (spec: 'not shown'); shown on the form
export const PASSWORD_MIN_RESET = 6 // spec §5
export const PASSWORD_MAX = 128

export const LIMITS = { name: 100, email: 254, ehrms: 30, block: 100, ayushman: 150, designation: 100, subject: 200, description: 5000 } as const

export const ACCOUNT_MESSAGES = {
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  passwordsDiffer: 'Passwords do not match',
  privacy: 'You must accept the privacy policy',
  registerMinLength: `Password must be at least ${PASSWORD_MIN_REGISTER} characters long`,
  resetMinLength: `Password must be at least ${PASSWORD_MIN_RESET} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters long`,
  district: 'Please select a district from the list',
  gender: 'Please select Male, Female or Other',
  date: 'Please enter a valid date',
  formAlert: 'Please fill in all required fields correctly',
  notAnObject: 'Please send the form fields as a JSON object.',
} as const

/** What the /api answers say besides validation messages; the pages may show them as they are. */
export const ACCOUNT_RESPONSES = {
  emailTaken: 'An account with this email already exists',
  ehrmsTaken: 'An account with this EHRMS code already exists',
  invalidLogin: 'Invalid email or password',
  locked: 'Too many failed login attempts. Please try again in 10 minutes or reset your password.',
  tooManyAttempts: 'Too many attempts from your connection. Please try again in a few minutes.',
  tooManyResets: 'Too many reset requests. Please try again later.',
  resetSent: 'If an account exists for this email, a reset link has been sent.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. You can now log in.',
  signedOut: 'Signed out',
  grievanceStored: 'Grievance submitted successfully!',
} as const

export type Errors<F extends string> = Partial<Record<F, string>>
export type Validation<T, F extends string> = { ok: true; value: T } | { ok: false; errors: Errors<F>; message: string }

const finish = <T, F extends string>(errors: Errors<F>, value: T, order: readonly F[]): Validation<T, F> => {
  const first = order.find((f) => errors[f])
  return first ? { ok: false, errors, message: errors[first]! } : { ok: true, value }
}

/** 'Name', 'ConfirmPassword': the field as spec §5's messages name it. */
const label = (key: string) => requiredMessage(key).replace(' is required', '')

type Reader = { errors: Record<string, string>; data: Record<string, unknown> }

function text(r: Reader, key: string, { required = false, max }: { required?: boolean; max: number }): string | undefined {
  const value = cleanText(r.data[key])
  if (value === undefined || value === null || value === '') {
    if (required) r.errors[key] = requiredMessage(key)
    return undefined
  }
  if (typeof value !== 'string') {
    r.errors[key] = `${label(key)} must be text`
    return undefined
  }
  if (value.length > max) r.errors[key] = `${label(key)} must be at most ${max} characters`
  return value
}

/** YYYY-MM-DD of a real calendar day, not after today in India. */
export function isPastDate(value: string, now: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value <= indiaDay(now) && date.getUTCFullYear() >= 1900
}

function date(r: Reader, key: string, required: boolean): string | undefined {
  const value = text(r, key, { required, max: 10 })
  // A too-long or malformed date gets the date message, not a length message.
  if (value && !isPastDate(value)) r.errors[key] = ACCOUNT_MESSAGES.date
  return value
}

/**
 * Profile dates travel as 'YYYY-MM-DD' and are stored at noon in India, so the
 * calendar day is the same in every time zone the CMS may show it in.
 */
export const dayToStored = (day: string) => `${day}T06:30:00.000Z`

/** A stored date as its calendar day in India ('YYYY-MM-DD'), or null. */
export function storedToDay(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : indiaDay(date)
}

function email(r: Reader): string | undefined {
  const value = text(r, 'email', { required: true, max: LIMITS.email })
  if (value && !r.errors.email && !EMAIL_PATTERN.test(value)) r.errors.email = ACCOUNT_MESSAGES.emailInvalid
  return value?.toLowerCase()
}

function phone(r: Reader): string | undefined {
  const value = text(r, 'phone', { required: true, max: 20 })
  if (value && !r.errors.phone && !PHONE_PATTERN.test(value)) r.errors.phone = ACCOUNT_MESSAGES.phoneInvalid
  return value
}

function district(r: Reader): string | undefined {
  const value = text(r, 'district', { required: true, max: 60 })
  if (value && !r.errors.district && !DISTRICTS.includes(value)) r.errors.district = ACCOUNT_MESSAGES.district
  return value
}

function gender(r: Reader): Gender {
  const value = cleanText(r.data.gender)
  if (value === undefined || value === null || value === '') return 'Male'
  if (!GENDERS.includes(value as Gender)) r.errors.gender = ACCOUNT_MESSAGES.gender
  return value as Gender
}

function password(r: Reader, key: string, min: number, minMessage: string): string | undefined {
  const value = r.data[key]
  if (value === undefined || value === null || value === '') {
    r.errors[key] = requiredMessage(key)
    return undefined
  }
  if (typeof value !== 'string') {
    r.errors[key] = `${label(key)} must be text`
    return undefined
  }
  if (value.length < min) r.errors[key] = minMessage
  else if (value.length > PASSWORD_MAX) r.errors[key] = ACCOUNT_MESSAGES.passwordTooLong
  return value
}

const reader = (input: unknown): Reader | null => (isPlainObject(input) ? { errors: {}, data: input } : null)
const notObject = <F extends string>(): { ok: false; errors: Errors<F>; message: string } => ({ ok: false, errors: {}, message: ACCOUNT_MESSAGES.notAnObject })

// ---- Registration ----------------------------------------------------------

export const REGISTRATION_FIELDS = ['name', 'email', 'ehrms', 'gender', 'block', 'joiningDate', 'dob', 'phone', 'district', 'ayushman', 'password', 'confirmPassword', 'privacy'] as const
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number]
export type Registration = {
  name: string
  email: string
  ehrms: string
  gender: Gender
  block?: string
  joiningDate?: string
  dob: string
  phone: string
  district: string
  designation: string
  ayushman: string
  password: string
}

export function validateRegistration(input: unknown): Validation<Registration, RegistrationField> {
  const r = reader(input)
  if (!r) return notObject()
  const value = {
    name: text(r, 'name', { required: true, max: LIMITS.name })!,
    email: email(r)!,
    ehrms: text(r, 'ehrms', { required: true, max: LIMITS.ehrms })!,
    gender: gender(r),
    block: text(r, 'block', { max: LIMITS.block }),
    joiningDate: date(r, 'joiningDate', false),
    dob: date(r, 'dob', true)!,
    phone: phone(r)!,
    district: district(r)!,
    designation: DESIGNATION,
    ayushman: text(r, 'ayushman', { max: LIMITS.ayushman }) ?? DEFAULT_AYUSHMAN,
    password: password(r, 'password', PASSWORD_MIN_REGISTER, ACCOUNT_MESSAGES.registerMinLength)!,
  }
  const confirm = password(r, 'confirmPassword', 0, '')
  if (confirm !== undefined && value.password !== undefined && confirm !== value.password) r.errors.confirmPassword = ACCOUNT_MESSAGES.passwordsDiffer
  if (r.data.privacy !== true) r.errors.privacy = ACCOUNT_MESSAGES.privacy
  return finish(r.errors, value, REGISTRATION_FIELDS)
}

// ---- Profile edit (email and ehrms are not editable) -------------------------

export const PROFILE_FIELDS = ['name', 'gender', 'phone', 'dob', 'block', 'district', 'designation', 'joiningDate', 'ayushman'] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]
export type ProfileUpdate = Omit<Registration, 'email' | 'ehrms' | 'password'>

export function validateProfile(input: unknown): Validation<ProfileUpdate, ProfileField> {
  const r = reader(input)
  if (!r) return notObject()
  // Required by the spec's profile rules; whatever is sent, the fixed value of spec §3 is stored.
  text(r, 'designation', { required: true, max: LIMITS.designation })
  const value = {
    name: text(r, 'name', { required: true, max: LIMITS.name })!,
    gender: gender(r),
    phone: phone(r)!,
    dob: date(r, 'dob', true)!,
    block: text(r, 'block', { max: LIMITS.block }),
    district: district(r)!,
    designation: DESIGNATION,
    joiningDate: date(r, 'joiningDate', false),
    ayushman: text(r, 'ayushman', { max: LIMITS.ayushman }) ?? '',
  }
  return finish(r.errors, value, PROFILE_FIELDS)
}

// ---- Login, forgot, reset, grievance -----------------------------------------

export function validateLogin(input: unknown): Validation<{ email: string; password: string }, 'email' | 'password'> {
  const r = reader(input)
  if (!r) return notObject()
  const value = { email: email(r)!, password: typeof r.data.password === 'string' ? r.data.password : '' }
  if (!value.password) r.errors.password = requiredMessage('password')
  else if (value.password.length > PASSWORD_MAX) r.errors.password = ACCOUNT_MESSAGES.passwordTooLong
  return finish(r.errors, value, ['email', 'password'])
}

export function validateForgotPassword(input: unknown): Validation<{ email: string }, 'email'> {
  const r = reader(input)
  if (!r) return notObject()
  const value = { email: email(r)! }
  return finish(r.errors, value, ['email'])
}

/** The reset form: a new password and its confirmation. The API receives only {token, password}. */
export function validateNewPassword(input: unknown): Validation<{ password: string }, 'password' | 'confirmPassword'> {
  const r = reader(input)
  if (!r) return notObject()
  const value = { password: password(r, 'password', PASSWORD_MIN_RESET, ACCOUNT_MESSAGES.resetMinLength)! }
  if ('confirmPassword' in r.data && r.data.confirmPassword !== value.password) r.errors.confirmPassword = ACCOUNT_MESSAGES.passwordsDiffer
  return finish(r.errors, value, ['password', 'confirmPassword'])
}

export function validateGrievance(input: unknown): Validation<{ subject: string; description: string }, 'subject' | 'description'> {
  const r = reader(input)
  if (!r) return notObject()
  const value = {
    subject: text(r, 'subject', { required: true, max: LIMITS.subject })!,
    description: text(r, 'description', { required: true, max: LIMITS.description })!,
  }
  return finish(r.errors, value, ['subject', 'description'])
}
