import { z } from 'zod'

import {
  ForgotPasswordInput,
  GrievanceInput,
  LoginInput,
  NewPasswordForm,
  ProfileInput,
  RegistrationInput,
  type ProfileField,
  type RegistrationField,
} from '../../src/features/accounts/rules/account'
import type { Gender } from '../../src/features/accounts/rules/profile'
import { ContactInput, type ContactField, type ContactMessage } from '../../src/features/contact/rules/contact'
import { NewsInput, PhotoInput, VideoInput, type FileField } from '../../src/features/content/rules/media-input'
import { firstIssue, parseInput, validateInput, type Validation } from '../../src/platform/validation/validation'
import { messageText } from '../../src/platform/i18n/messages'

/**
 * The schemas read as the forms (validateInput) and the handlers (parseInput) read
 * them, cut to the fields these older tests assert: the rules they pin (messages,
 * order, trimming, defaults) are the schemas' own.
 */

type Errors<F extends string> = Partial<Record<F, string>>
type Registration = {
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
type ProfileUpdate = Omit<Registration, 'email' | 'ehrms' | 'password'>
type Failure<F extends string> = { ok: false; errors: Errors<F>; message: string }
const failure = <F extends string>(result: { errors: object; message: string }) => result as Failure<F>

// RegistrationInput.
export function validateRegistration(input: unknown): Validation<Registration, RegistrationField> {
  const result = validateInput(RegistrationInput, input)
  if (!result.ok) return failure(result)
  const { name, email, ehrms, gender, block, joiningDate, dob, phone, district, designation, ayushman, password } = result.value
  return { ok: true, value: { name, email, ehrms, gender, block, joiningDate, dob, phone, district, designation, ayushman, password } }
}

// ProfileInput.
export function validateProfile(input: unknown): Validation<ProfileUpdate, ProfileField> {
  const result = validateInput(ProfileInput, input)
  if (!result.ok) return failure(result)
  const { name, gender, phone, dob, block, district, designation, joiningDate, ayushman } = result.value
  return { ok: true, value: { name, gender, phone, dob, block, district, designation, joiningDate, ayushman } }
}

// LoginInput.
export const validateLogin = (input: unknown): Validation<{ email: string; password: string }, 'email' | 'password'> =>
  validateInput(LoginInput, input)

// ForgotPasswordInput.
export const validateForgotPassword = (input: unknown): Validation<{ email: string }, 'email'> => validateInput(ForgotPasswordInput, input)

// NewPasswordForm. The API receives only {token, password}.
export function validateNewPassword(input: unknown): Validation<{ password: string }, 'password' | 'confirmPassword'> {
  const result = validateInput(NewPasswordForm, input)
  return result.ok ? { ok: true, value: { password: result.value.password } } : result
}

// GrievanceInput.
export const validateGrievance = (input: unknown): Validation<{ subject: string; description: string }, 'subject' | 'description'> =>
  validateInput(GrievanceInput, input)

export type ContactValidation = { ok: true; value: ContactMessage } | { ok: false; field: ContactField | null; message: string }

// ContactInput as the API answers it: only the first problem, and its field (null for the body).
export function validateContact(input: unknown): ContactValidation {
  try {
    return { ok: true, value: parseInput(ContactInput, input) }
  } catch (err) {
    if (!(err instanceof z.ZodError)) throw err
    const { message, field } = firstIssue(err)
    return { ok: false, field: (field as ContactField | undefined) ?? null, message }
  }
}

type Result<T> = { ok: true; value: T } | { ok: false; message: string }

function check<S extends typeof NewsInput | typeof PhotoInput | typeof VideoInput, T>(
  schema: S,
  body: unknown,
  pick: (value: z.output<S>) => T,
): Result<T> {
  try {
    return { ok: true, value: pick(parseInput(schema, body)) }
  } catch (err) {
    if (!(err instanceof z.ZodError)) throw err
    return { ok: false, message: firstIssue(err).message }
  }
}

// NewsInput.
export const validateNews = (body: unknown): Result<{ title: string; content: string; pdf: FileField; photo: FileField }> =>
  check(NewsInput, body, ({ title, content, pdfUrl, photoUrl }) => ({ title, content, pdf: pdfUrl, photo: photoUrl }))

// PhotoInput.
export const validatePhoto = (body: unknown): Result<{ title: string; image: string; thumbnail: string | null }> =>
  check(PhotoInput, body, ({ title, imageUrl, thumbnailUrl }) => ({ title, image: imageUrl, thumbnail: thumbnailUrl }))

// VideoInput.
export const validateVideo = (body: unknown): Result<{ title: string; description: string | null; videoUrl: string }> =>
  check(VideoInput, body, ({ title, description, videoUrl }) => ({ title, description, videoUrl }))

/** A complete, valid registration form (spec §5). */
export const registrationForm = {
  name: 'Sunita Maurya',
  email: 'Sunita.Maurya@Example.org',
  ehrms: 'EH1001',
  gender: 'Female',
  block: 'Chinhat',
  joiningDate: '2021-02-15',
  dob: '1994-07-21',
  phone: '9876543210',
  district: 'Lucknow',
  ayushman: 'AAM Chinhat',
  password: 'Member-pass-1',
  confirmPassword: 'Member-pass-1',
  privacy: true,
}

/** Every message parseInput throws for `input`, in the order the API would pick the first, as the API says it in English. */
export const messages = (schema: z.ZodObject<z.ZodRawShape>, input: unknown) => {
  try {
    parseInput(schema, input)
    return []
  } catch (err) {
    return (err as z.ZodError).issues.map((issue) => messageText(issue.message, 'en'))
  }
}
/** The API's answer for `input`: the first message, or 'ok'. */
export const first = (schema: z.ZodObject<z.ZodRawShape>, input: unknown) => messages(schema, input)[0] ?? 'ok'
