import { EMAIL_INVALID, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NOT_AN_OBJECT, PHONE_DIGITS } from '../../../platform/validation/text'

/**
 * The account rules' numbers, messages and field lists, without the schemas (./account.ts): the login and
 * registration forms show these at once, and load the schemas (zod, ~90 KB) only when they check a value
 * (src/features/accounts/ui/account-rules.ts). ./account.ts exports all of this too.
 */

export const PASSWORD_MIN_REGISTER = 8 // our choice (spec: 'not shown'); shown on the form
export const PASSWORD_MIN_RESET = 6 // spec §5
export const PASSWORD_MAX = 128

/** The stored caps of the account fields: the forms, the schemas and the users and grievances collections use these. */
export const LIMITS = {
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  ehrms: 30,
  block: 100,
  ayushman: 150,
  designation: 100,
  phone: PHONE_DIGITS,
  subject: 200,
  description: 5000,
} as const

export const ACCOUNT_MESSAGES = {
  emailInvalid: EMAIL_INVALID,
  phoneInvalid: `Please enter a valid ${PHONE_DIGITS}-digit phone number`,
  passwordsDiffer: 'Passwords do not match',
  languageInvalid: "Preferred language must be 'en' (English) or 'hi' (Hindi)",
  privacy: 'You must accept the privacy policy',
  registerMinLength: `Password must be at least ${PASSWORD_MIN_REGISTER} characters long`,
  resetMinLength: `Password must be at least ${PASSWORD_MIN_RESET} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters long`,
  district: 'Please select a district from the list',
  gender: 'Please select Male, Female or Other',
  date: 'Please enter a valid date',
  formAlert: 'Please fill in all required fields correctly',
  notAnObject: NOT_AN_OBJECT,
} as const

/** What the /api answers say besides validation messages; the pages may show them as they are. */
export const ACCOUNT_RESPONSES = {
  emailTaken: 'An account with this email already exists',
  ehrmsTaken: 'An account with this EHRMS code already exists',
  invalidLogin: 'Invalid email or password',
  tooManyAttempts: 'Too many attempts from your connection. Please try again in a few minutes.',
  tooManyResets: 'Too many reset requests. Please try again later.',
  resetSent: 'If an account exists for this email, a reset link has been sent.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. You can now log in.',
  signedOut: 'Signed out',
  grievanceStored: 'Grievance submitted successfully!',
} as const

/**
 * The 429 of the login delays (src/features/accounts/operations/throttle.ts): the wait grows
 * from a second to a quarter of an hour, so the message names the time left
 * (the old fixed 'try again in 10 minutes' would mislead).
 */
export function loginDelayedMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`
  return `Too many failed login attempts. Please try again in ${wait} or reset your password.`
}

// ---- The fields in the order the forms show them ----

export const REGISTRATION_FIELDS = [
  'name',
  'email',
  'ehrms',
  'gender',
  'block',
  'joiningDate',
  'dob',
  'phone',
  'district',
  'ayushman',
  'password',
  'confirmPassword',
  'privacy',
] as const
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number]

export const PROFILE_FIELDS = ['name', 'gender', 'phone', 'dob', 'block', 'district', 'designation', 'joiningDate', 'ayushman'] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]
