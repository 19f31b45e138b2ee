import { z } from '../../../platform/validation/zod'
import { NOT_AN_OBJECT } from '../../../platform/validation/text'
import { ENROL_SECOND_FACTOR_FIRST } from '../../../platform/access/roles'

/**
 * The second factor of admins and coordinators: a six-digit TOTP code
 * from an authenticator app, or one of ten one-time recovery codes (xxxxx-xxxxx).
 * The messages are the API's (translated in src/platform/i18n/api-messages.ts).
 */
export const TWO_FACTOR_MESSAGES = {
  required: 'Enter the 6-digit code from your authenticator app.',
  invalid: 'The code is not correct or has already been used. Please try again.',
  format: 'Please enter the 6-digit code from your authenticator app, or a recovery code.',
  enrolFirst: ENROL_SECOND_FACTOR_FIRST,
  alreadyEnabled: 'Your second factor is already set up.',
  notStarted: 'Start the set-up first: no authenticator secret is waiting to be confirmed.',
  notOffice: 'Only admins and coordinators use a second factor.',
  cmsOnTheSite: "Admins sign in on the website's login page (/login?next=/cms) with their authenticator code.",
  resetDone: 'The second factor has been reset. The user sets it up again at the next sign-in.',
  resetReason: 'Please give a reason for the reset (at least 5 characters).',
} as const

/** A TOTP code (6 digits) or a recovery code (10 letters and digits, with or without the dash). */
export const OTP_PATTERN = /^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i

export const OtpField = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
  z.string({ error: TWO_FACTOR_MESSAGES.format }).regex(OTP_PATTERN, TWO_FACTOR_MESSAGES.format),
)

export const ConfirmTwoFactorInput = z.object(
  {
    otp: z.preprocess(
      (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
      z.string({ error: TWO_FACTOR_MESSAGES.format }).regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.format),
    ),
  },
  { error: NOT_AN_OBJECT },
)

export const ResetTwoFactorInput = z.object(
  {
    reason: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : ''),
      z.string().min(5, TWO_FACTOR_MESSAGES.resetReason).max(500, TWO_FACTOR_MESSAGES.resetReason),
    ),
  },
  { error: NOT_AN_OBJECT },
)
