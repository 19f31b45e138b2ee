import { z } from '../../../platform/validation/zod'
import type { Message } from '../../../platform/i18n/messages'
import { LOCALES } from '../../../platform/i18n/locales'
import { DISTRICTS } from '../../../platform/config/districts'
import { blankToUndefined, fixed, mustBeText, optionalText, requiredText } from '../../../platform/validation/fields'
import { indiaDay } from '@/features/membership/client'
import { DEFAULT_AYUSHMAN, DESIGNATION, GENDERS } from './profile'
import { isEmail, PHONE_PATTERN } from '../../../platform/validation/text'
import { requiredMessage } from '../../../platform/validation/messages'
import { whenObject } from '../../../platform/validation/validation'
import { OtpField } from './two-factor'
import { ACCOUNT_MESSAGES, ACCOUNT_RESPONSES, LIMITS, PASSWORD_MAX, PASSWORD_MIN_REGISTER, PASSWORD_MIN_RESET } from './account-messages'

/**
 * The rules for accounts (spec §5): registration, profile edit, login, forgot
 * and reset password, grievances. One schema per input, for the forms in the
 * browser (validateInput: every field's first problem) and the /api handlers
 * (parseInput: the first problem as {message}), so both say the same thing.
 */

export type { Validation } from '../../../platform/validation/validation'
export * from './account-messages'

// Caps before a format check: a longer value is refused as too long before the pattern or the list is consulted.
const FORMAT_CAPS = { phone: 20, district: 60 } as const

/** A reset link's token: 32 random bytes in base64url (43 characters), with room to spare. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/

/** YYYY-MM-DD of a real calendar day, not after today in India. */
export function isPastDate(value: string, now: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value <= indiaDay(now) && date.getUTCFullYear() >= 1900
  )
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

/**
 * A stored profile date (the users collection's dob and joiningDate, whoever writes them):
 * the same rule as the forms' — a real calendar day in India, not after today.
 */
export function isPastStoredDate(value: unknown, now: Date = new Date()): boolean {
  const day = storedToDay(value instanceof Date ? value.toISOString() : value)
  return day !== null && isPastDate(day, now)
}

// ---- Fields ------------------------------------------------------------------

const pastDay = (text: z.ZodString) => text.refine((value) => isPastDate(value), ACCOUNT_MESSAGES.date.token)
const requiredDay = (key: string) => requiredText(key, null, pastDay)
const optionalDay = (key: string) => optionalText(key, null, pastDay)

// Stored lower-cased: the e-mail is the login name, and 'A@x.org' is the same mailbox as 'a@x.org'.
const email = () =>
  requiredText('email', LIMITS.email, (text) => text.refine(isEmail, ACCOUNT_MESSAGES.emailInvalid.token)).transform((value) =>
    value.toLowerCase(),
  )
const phone = () => requiredText('phone', FORMAT_CAPS.phone, (text) => text.regex(PHONE_PATTERN, ACCOUNT_MESSAGES.phoneInvalid.token))
const district = () =>
  requiredText('district', FORMAT_CAPS.district, (text) =>
    text.refine((value) => DISTRICTS.includes(value), ACCOUNT_MESSAGES.district.token),
  )
// Spec §3: Male unless chosen otherwise.
const gender = () => z.preprocess(blankToUndefined, z.enum(GENDERS, { error: ACCOUNT_MESSAGES.gender.token }).default('Male'))

/** A password as typed (never trimmed): required and text. */
const typedText = (key: string) => {
  const required = requiredMessage(key).token
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : mustBeText(key).token) })
    .min(1, required)
}

/** A new password: between `min` and PASSWORD_MAX characters. */
const password = (min: number, minMessage: Message) =>
  typedText('password').min(min, minMessage.token).max(PASSWORD_MAX, ACCOUNT_MESSAGES.passwordTooLong.token)

/**
 * A password set anywhere else (an admin in the CMS, the reset): the weakest rule a form
 * applies to a new one, so no stored password is shorter than the reset allows.
 */
export const StoredPassword = password(PASSWORD_MIN_RESET, ACCOUNT_MESSAGES.resetMinLength)

type Passwords = { password?: unknown; confirmPassword?: unknown }
const typed = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/** Registration: both typed (a missing one has its own message) and different. */
const differ = (value: Passwords) =>
  typed(value.password) !== undefined && typed(value.confirmPassword) !== undefined && value.password !== value.confirmPassword

/** The reset form and API: a confirmation, when one is sent, that is not the password (a password that is not text matches nothing). */
const sentAndDiffers = (value: Passwords) => 'confirmPassword' in value && value.confirmPassword !== typed(value.password)

// An issue of confirmPassword, checked even when other fields failed, so the form shows it together with them.
const onConfirmation = (error: Message) => ({ error: error.token, path: ['confirmPassword'], when: whenObject })

// ---- Schemas -----------------------------------------------------------------

function preferredLanguage() {
  return z.enum(LOCALES, { error: ACCOUNT_MESSAGES.languageInvalid.token })
}

/** Registration (spec §5): the fields in the spec's order; the designation is fixed (spec §3). */
export const RegistrationInput = z
  .object(
    {
      name: requiredText('name', LIMITS.name),
      email: email(),
      ehrms: requiredText('ehrms', LIMITS.ehrms),
      gender: gender(),
      block: optionalText('block', LIMITS.block),
      joiningDate: optionalDay('joiningDate'),
      dob: requiredDay('dob'),
      phone: phone(),
      district: district(),
      designation: fixed(DESIGNATION),
      ayushman: optionalText('ayushman', LIMITS.ayushman).transform((value) => value ?? DEFAULT_AYUSHMAN),
      password: password(PASSWORD_MIN_REGISTER, ACCOUNT_MESSAGES.registerMinLength),
      // Its length is checked after the match (below): a different one is 'do not match' first.
      confirmPassword: typedText('confirmPassword'),
      privacy: z.literal(true, { error: ACCOUNT_MESSAGES.privacy.token }),
      // The language of the page the form was sent from (mail and landing after login); English if absent.
      preferredLanguage: preferredLanguage().optional(),
    },
    { error: ACCOUNT_MESSAGES.notAnObject.token },
  )
  .refine((value) => !differ(value), onConfirmation(ACCOUNT_MESSAGES.passwordsDiffer))
  .refine(
    (value) => differ(value) || typeof value.confirmPassword !== 'string' || value.confirmPassword.length <= PASSWORD_MAX,
    onConfirmation(ACCOUNT_MESSAGES.passwordTooLong),
  )
export type RegistrationInput = z.output<typeof RegistrationInput>

/** Profile edit: e-mail and EHRMS code are not editable; the designation is required but stored fixed. */
export const ProfileInput = z.object(
  {
    name: requiredText('name', LIMITS.name),
    gender: gender(),
    phone: phone(),
    dob: requiredDay('dob'),
    block: optionalText('block', LIMITS.block),
    district: district(),
    designation: requiredText('designation', LIMITS.designation).transform((): string => DESIGNATION),
    joiningDate: optionalDay('joiningDate'),
    ayushman: optionalText('ayushman', LIMITS.ayushman).transform((value) => value ?? ''),
  },
  { error: ACCOUNT_MESSAGES.notAnObject.token },
)
export type ProfileInput = z.output<typeof ProfileInput>

/** PUT /api/auth/language: the member's preferred language (kept apart from the spec's profile shape). */
export const LanguageInput = z.object({ preferredLanguage: preferredLanguage() }, { error: ACCOUNT_MESSAGES.notAnObject.token })
export type LanguageInput = z.output<typeof LanguageInput>

/** Login: the password as typed; anything but text counts as missing. */
export const LoginInput = z.object(
  {
    email: email(),
    password: z.preprocess(
      (value) => (typeof value === 'string' ? value : ''),
      z.string().min(1, requiredMessage('password').token).max(PASSWORD_MAX, ACCOUNT_MESSAGES.passwordTooLong.token),
    ),
    // The second factor of admins and coordinators; empty counts as not given.
    otp: z.preprocess((value) => (value === '' || value === null ? undefined : value), OtpField.optional()),
  },
  { error: ACCOUNT_MESSAGES.notAnObject.token },
)
export type LoginInput = z.output<typeof LoginInput>

export const ForgotPasswordInput = z.object({ email: email() }, { error: ACCOUNT_MESSAGES.notAnObject.token })
export type ForgotPasswordInput = z.output<typeof ForgotPasswordInput>

/** The reset form: a new password and its confirmation. */
export const NewPasswordForm = z
  .object(
    { password: password(PASSWORD_MIN_RESET, ACCOUNT_MESSAGES.resetMinLength), confirmPassword: z.unknown().optional() },
    { error: ACCOUNT_MESSAGES.notAnObject.token },
  )
  .refine((value) => !sentAndDiffers(value), onConfirmation(ACCOUNT_MESSAGES.passwordsDiffer))
export type NewPasswordForm = z.output<typeof NewPasswordForm>

/** POST /api/auth/reset-password {token, password}: a token of the link's form first; a confirmation, if sent, must match. */
export const ResetPasswordInput = z
  .object(
    {
      token: z.string({ error: ACCOUNT_RESPONSES.resetInvalid.token }).regex(RESET_TOKEN_PATTERN, ACCOUNT_RESPONSES.resetInvalid.token),
      password: password(PASSWORD_MIN_RESET, ACCOUNT_MESSAGES.resetMinLength),
      confirmPassword: z.unknown().optional(),
    },
    { error: ACCOUNT_MESSAGES.notAnObject.token },
  )
  .refine((value) => !sentAndDiffers(value), onConfirmation(ACCOUNT_MESSAGES.passwordsDiffer))
export type ResetPasswordInput = z.output<typeof ResetPasswordInput>

export const GrievanceInput = z.object(
  { subject: requiredText('subject', LIMITS.subject), description: requiredText('description', LIMITS.description) },
  { error: ACCOUNT_MESSAGES.notAnObject.token },
)
export type GrievanceInput = z.output<typeof GrievanceInput>
