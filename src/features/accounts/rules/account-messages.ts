import { defineMessages } from '../../../platform/i18n/messages'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_DIGITS } from '../../../platform/validation/text'
import { EMAIL_INVALID, NOT_AN_OBJECT } from '../../../platform/validation/messages'

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
  ...defineMessages('accounts.form', {
    phoneInvalid: {
      en: `Please enter a valid ${PHONE_DIGITS}-digit phone number`,
      hi: `कृपया ${PHONE_DIGITS} अंकों का सही फ़ोन नंबर लिखें`,
    },
    passwordsDiffer: { en: 'Passwords do not match', hi: 'दोनों पासवर्ड मेल नहीं खाते' },
    languageInvalid: {
      en: "Preferred language must be 'en' (English) or 'hi' (Hindi)",
      hi: "पसंदीदा भाषा 'en' (अंग्रेज़ी) या 'hi' (हिन्दी) होनी चाहिए",
    },
    privacy: { en: 'You must accept the privacy policy', hi: 'आपको गोपनीयता नीति स्वीकार करनी होगी' },
    registerMinLength: {
      en: `Password must be at least ${PASSWORD_MIN_REGISTER} characters long`,
      hi: `पासवर्ड कम से कम ${PASSWORD_MIN_REGISTER} अक्षरों का होना चाहिए`,
    },
    resetMinLength: {
      en: `Password must be at least ${PASSWORD_MIN_RESET} characters long`,
      hi: `पासवर्ड कम से कम ${PASSWORD_MIN_RESET} अक्षरों का होना चाहिए`,
    },
    passwordTooLong: {
      en: `Password must be at most ${PASSWORD_MAX} characters long`,
      hi: `पासवर्ड अधिक से अधिक ${PASSWORD_MAX} अक्षरों का हो सकता है`,
    },
    district: { en: 'Please select a district from the list', hi: 'कृपया सूची से ज़िला चुनें' },
    gender: { en: 'Please select Male, Female or Other', hi: 'कृपया पुरुष, महिला या अन्य चुनें' },
    date: { en: 'Please enter a valid date', hi: 'कृपया सही तिथि लिखें' },
    formAlert: { en: 'Please fill in all required fields correctly', hi: 'कृपया सभी आवश्यक जानकारी सही-सही भरें' },
  }),
  notAnObject: NOT_AN_OBJECT,
}

/** What the /api answers say besides validation messages; the pages may show them as they are. */
export const ACCOUNT_RESPONSES = defineMessages('accounts', {
  emailTaken: { en: 'An account with this email already exists', hi: 'इस ई-मेल से एक खाता पहले से बना हुआ है' },
  ehrmsTaken: { en: 'An account with this EHRMS code already exists', hi: 'इस EHRMS कोड से एक खाता पहले से बना हुआ है' },
  invalidLogin: { en: 'Invalid email or password', hi: 'ई-मेल या पासवर्ड गलत है' },
  tooManyAttempts: {
    en: 'Too many attempts from your connection. Please try again in a few minutes.',
    hi: 'आपके कनेक्शन से बहुत अधिक प्रयास हुए हैं। कृपया कुछ मिनट बाद फिर से प्रयास करें।',
  },
  tooManyResets: {
    en: 'Too many reset requests. Please try again later.',
    hi: 'पासवर्ड बदलने के बहुत अधिक अनुरोध हुए हैं। कृपया बाद में फिर से प्रयास करें।',
  },
  resetSent: {
    en: 'If an account exists for this email, a reset link has been sent.',
    hi: 'यदि इस ई-मेल से कोई खाता है, तो पासवर्ड बदलने का लिंक भेज दिया गया है।',
  },
  resetInvalid: {
    en: 'This reset link is invalid or has expired. Please request a new one.',
    hi: 'यह लिंक अमान्य है या इसकी अवधि समाप्त हो गई है। कृपया नया लिंक मँगाएँ।',
  },
  resetDone: { en: 'Your password has been reset. You can now log in.', hi: 'आपका पासवर्ड बदल दिया गया है। अब आप लॉग इन कर सकते हैं।' },
  signedOut: { en: 'Signed out', hi: 'आप लॉग आउट हो गए हैं' },
  grievanceStored: { en: 'Grievance submitted successfully!', hi: 'शिकायत सफलतापूर्वक दर्ज हो गई!' },
})

/** The wait of a login delay in whole seconds under a minute, else in whole minutes (rounded up). */
const loginWait = (seconds: number) =>
  seconds < 60 ? { n: seconds, unit: 'second' as const } : { n: Math.ceil(seconds / 60), unit: 'minute' as const }

/**
 * The 429 of the login delays (src/features/accounts/operations/throttle.ts): the wait grows
 * from a second to a quarter of an hour, so the message names the time left
 * (the old fixed 'try again in 10 minutes' would mislead).
 */
const LOGIN_MESSAGES = defineMessages('accounts.login', {
  delayed: {
    en: (seconds: number) => {
      const { n, unit } = loginWait(seconds)
      return `Too many failed login attempts. Please try again in ${n} ${unit}${n === 1 ? '' : 's'} or reset your password.`
    },
    hi: (seconds: number) => {
      const { n, unit } = loginWait(seconds)
      return `लॉग इन के बहुत अधिक असफल प्रयास हुए हैं। कृपया ${n} ${unit === 'second' ? 'सेकंड' : 'मिनट'} बाद फिर से प्रयास करें या अपना पासवर्ड बदलें।`
    },
  },
})
export const loginDelayedMessage = LOGIN_MESSAGES.delayed

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
