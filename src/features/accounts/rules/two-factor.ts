import { z } from '../../../platform/validation/zod'
import { defineMessages } from '../../../platform/i18n/messages'
import { NOT_AN_OBJECT } from '../../../platform/validation/messages'
import { ENROL_SECOND_FACTOR_FIRST } from '../../../platform/access/roles'

/**
 * The second factor of admins and coordinators: a six-digit TOTP code
 * from an authenticator app, or one of ten one-time recovery codes (xxxxx-xxxxx).
 * The messages are the API's, in English and Hindi (keys accounts.twoFactor.*).
 */
export const TWO_FACTOR_MESSAGES = {
  ...defineMessages('accounts.twoFactor', {
    required: { en: 'Enter the 6-digit code from your authenticator app.', hi: 'अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड लिखें।' },
    invalid: {
      en: 'The code is not correct or has already been used. Please try again.',
      hi: 'कोड सही नहीं है या पहले ही इस्तेमाल हो चुका है। कृपया फिर से कोशिश करें।',
    },
    format: {
      en: 'Please enter the 6-digit code from your authenticator app, or a recovery code.',
      hi: 'कृपया अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड या कोई रिकवरी कोड लिखें।',
    },
    alreadyEnabled: { en: 'Your second factor is already set up.', hi: 'आपका दूसरा सत्यापन पहले से सेट है।' },
    notStarted: {
      en: 'Start the set-up first: no authenticator secret is waiting to be confirmed.',
      hi: 'पहले सेट-अप शुरू करें: पुष्टि के लिए कोई ऑथेंटिकेटर कुंजी प्रतीक्षा में नहीं है।',
    },
    notOffice: { en: 'Only admins and coordinators use a second factor.', hi: 'दूसरा सत्यापन केवल एडमिन और समन्वयक इस्तेमाल करते हैं।' },
    cmsOnTheSite: {
      en: "Admins sign in on the website's login page (/login?next=/cms) with their authenticator code.",
      hi: 'एडमिन वेबसाइट के लॉगिन पेज (/login?next=/cms) पर अपने ऑथेंटिकेटर कोड के साथ लॉगिन करते हैं।',
    },
    resetDone: {
      en: 'The second factor has been reset. The user sets it up again at the next sign-in.',
      hi: 'दूसरा सत्यापन रीसेट हो गया। उपयोगकर्ता अगली बार लॉगिन पर इसे फिर से सेट करेंगे।',
    },
    resetReason: { en: 'Please give a reason for the reset (at least 5 characters).', hi: 'कृपया रीसेट का कारण लिखें (कम से कम 5 अक्षर)।' },
  }),
  // The guards' answer (src/platform/http/guards.ts), which the set-up pages recognise.
  enrolFirst: ENROL_SECOND_FACTOR_FIRST,
}

/** A TOTP code (6 digits) or a recovery code (10 letters and digits, with or without the dash). */
export const OTP_PATTERN = /^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i

export const OtpField = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
  z.string({ error: TWO_FACTOR_MESSAGES.format.token }).regex(OTP_PATTERN, TWO_FACTOR_MESSAGES.format.token),
)

export const ConfirmTwoFactorInput = z.object(
  {
    otp: z.preprocess(
      (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
      z.string({ error: TWO_FACTOR_MESSAGES.format.token }).regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.format.token),
    ),
  },
  { error: NOT_AN_OBJECT.token },
)

export const ResetTwoFactorInput = z.object(
  {
    reason: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : ''),
      z.string().min(5, TWO_FACTOR_MESSAGES.resetReason.token).max(500, TWO_FACTOR_MESSAGES.resetReason.token),
    ),
  },
  { error: NOT_AN_OBJECT.token },
)
