import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { DISTRICTS } from '../../../platform/config/districts'
import { getEnv } from '../../../platform/config/env'
import { ACCOUNT_MESSAGES, LIMITS, StoredPassword } from '../rules/account'
import { isUndeliverable } from '../../../platform/mail/template'
import { DESIGNATION, GENDERS } from '../rules/profile'
import { guardCmsLogin } from '../operations/cms-login'
import {
  adminFieldOnly,
  adminFieldOnlyOrSelf,
  admins,
  adminsOrSelf,
  canOpenCms,
  hiddenFromNonAdmins,
  isAdminUser,
  ROLES,
} from '../../../platform/access/roles'
import { pastDay, phoneNumber, uniqueEhrms } from './field-rules'
import { SECOND_FACTOR_FIELDS } from './second-factor-fields'
import { endSessionsOnAccountChange } from '../hooks/end-sessions-on-account-change'
import { secondFactorStrategy } from '../two-factor/strategy'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from '../../../platform/i18n/locales'
import { defineMessages, type Message, messageText } from '../../../platform/i18n/messages'
import { cmsLanguage } from '../../../platform/payload/cms-language'

/** Sign-in rules, shared with the site's login (src/server/accounts) so both read one number. */
export const USER_AUTH = {
  // A member who returns the next day stays signed in; sessions end on logout or reset.
  tokenExpirationSeconds: 60 * 60 * 24 * 30,
  // No hard lock: five wrong passwords would let anyone lock a member out. Growing delays per
  // e-mail and address take its place (src/features/accounts/operations/throttle.ts), for /cms-api too.
  maxLoginAttempts: 0,
} as const

/** What Payload's own API (/cms-api, the CMS) answers when a user operation belongs to the site. */
export const USERS_API_MESSAGES = defineMessages('accounts.cmsApi', {
  resetOnSite: {
    en: "Please use the website's Forgot Password page (/forgot-password).",
    hi: 'कृपया वेबसाइट का "पासवर्ड भूल गए" पृष्ठ (/hi/forgot-password) उपयोग करें।',
  },
  adminsOnly: {
    en: "Only admins create, change or delete accounts here. Please change your details on the website's Profile page (/profile).",
    hi: 'यहाँ केवल एडमिन खाते बनाते, बदलते या हटाते हैं। कृपया अपना विवरण वेबसाइट के प्रोफ़ाइल पृष्ठ (/hi/profile) पर बदलें।',
  },
})

/** A 403 with the message shown (in the CMS screen's language), logged at info like Payload's own refusals (its `Forbidden`). */
function refused(message: Message, req: PayloadRequest) {
  const error = new APIError(message.in(cmsLanguage({ req })), 403, null, true)
  error.name = 'Forbidden'
  return error
}

// Resets go through /forgot-password and /api/auth/*: one token per request, stored hashed,
// links built from SITE_URL. Payload's own REST reset stores its token in plain text.
const resetsOnTheSite: CollectionBeforeOperationHook = ({ operation, req, args }) => {
  if (req.payloadAPI !== 'local' && ['forgotPassword', 'resetPassword', 'unlock'].includes(operation)) {
    throw refused(USERS_API_MESSAGES.resetOnSite, req)
  }
  return args
}

// Members change their details through /api/auth/profile (validated, e-mail and EHRMS fixed) and their
// password through the reset; through /cms-api or the CMS only an admin writes accounts. The Local API
// (the site's own services, the seed, scripts) passes: its callers apply their own rules.
const adminsOnlyWrite: CollectionBeforeOperationHook = ({ operation, req, args }) => {
  if (req.payloadAPI !== 'local' && ['create', 'update', 'delete'].includes(operation) && !isAdminUser(req.user)) {
    throw refused(USERS_API_MESSAGES.adminsOnly, req)
  }
  return args
}

// Payload's REST login (the /cms sign-in form) meets the site's login rules: limits, delays, one message, staff only.
const cmsLoginOnTheSiteRules: CollectionBeforeOperationHook = async ({ operation, req, args }) => {
  // Payload hands the operation only email and password; the second factor is read from the request's body.
  const otp = (req.data as { otp?: unknown } | undefined)?.otp
  if (operation === 'login' && req.payloadAPI !== 'local') await guardCmsLogin(req, otp === undefined ? args.data : { ...args.data, otp })
  return args
}

// Payload asks only 3 characters of a password; whoever sets one (an admin in the CMS too), the
// reset's rule applies, the weakest the site's forms use. Payload lower-cases the e-mail before it
// validates it, so an e-mail that is not text (a number, a list) was a 500: it is refused here first.
const credentialRules: CollectionBeforeValidateHook = ({ data, originalDoc, req }) => {
  const refuse = (path: string, message: string | Message) => {
    throw new ValidationError({ collection: 'users', errors: [{ message: messageText(message, cmsLanguage({ req })), path }] })
  }
  if (data?.email != null && typeof data.email !== 'string') refuse('email', ACCOUNT_MESSAGES.emailInvalid)
  // '.invalid' addresses are the erasure's placeholders; an account taking one would block that member's erasure.
  if (typeof data?.email === 'string' && isUndeliverable(data.email) && data.email.toLowerCase() !== originalDoc?.email)
    refuse('email', ACCOUNT_MESSAGES.emailInvalid)
  if (data?.password == null) return data
  const checked = StoredPassword.safeParse(data.password)
  if (!checked.success) refuse('password', checked.error.issues[0].message)
  return data
}

/** Members, office staff (editors) and admins. Registration happens through /api/auth/register. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  auth: {
    tokenExpiration: USER_AUTH.tokenExpirationSeconds,
    maxLoginAttempts: USER_AUTH.maxLoginAttempts,
    useSessions: true,
    // Secure whenever the site is served over https (SITE_URL), as the site's own login sets it.
    cookies: { sameSite: 'Lax', secure: getEnv().siteUrl.startsWith('https://') },
    // Runs before Payload's own JWT check and marks an admin's or coordinator's session without a
    // second factor, so every access rule (roleOf) refuses it; see src/features/accounts/two-factor/strategy.ts.
    strategies: [secondFactorStrategy],
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'district', 'role'],
    hidden: hiddenFromNonAdmins,
    description: 'Members, office staff and admins. Only admins see this list.',
  },
  hooks: {
    beforeOperation: [resetsOnTheSite, adminsOnlyWrite, cmsLoginOnTheSiteRules],
    beforeValidate: [credentialRules],
    // A new role or sign-in e-mail ends the account's sessions, whoever changes it.
    afterChange: [endSessionsOnAccountChange],
  },
  access: {
    admin: canOpenCms,
    create: admins,
    read: adminsOrSelf,
    update: adminsOrSelf,
    delete: admins,
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: LIMITS.name },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'member',
      options: ROLES.map((r) => ({ label: r[0].toUpperCase() + r.slice(1), value: r })),
      saveToJWT: true,
      access: { create: adminFieldOnly, update: adminFieldOnly },
      admin: {
        description:
          'Editor: office staff who edit site content but never see members or payments. Coordinator: a district volunteer who sees the members, dues and grievances of the districts below.',
      },
    },
    {
      // The districts a coordinator looks after. Only admins assign them; ignored for other roles.
      name: 'districts',
      label: 'Coordinator for districts',
      type: 'select',
      hasMany: true,
      options: DISTRICTS.map((d) => ({ label: d, value: d })),
      access: { create: adminFieldOnly, read: adminFieldOnlyOrSelf, update: adminFieldOnly },
      admin: { condition: (data) => data?.role === 'coordinator', description: 'A coordinator sees only the members of these districts.' },
    },
    { name: 'gender', type: 'select', options: [...GENDERS], defaultValue: 'Male' },
    {
      name: 'ehrms',
      label: 'EHRMS code',
      type: 'text',
      unique: true,
      index: true,
      maxLength: LIMITS.ehrms,
      // Unique in any letter case ('ab123' is 'AB123'), whoever writes.
      validate: uniqueEhrms,
      access: { update: adminFieldOnly },
    },
    { name: 'block', type: 'text', maxLength: LIMITS.block },
    { name: 'joiningDate', label: 'Date of joining', type: 'date', validate: pastDay, admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'dob', label: 'Date of birth', type: 'date', validate: pastDay, admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'phone', type: 'text', maxLength: LIMITS.phone, validate: phoneNumber },
    {
      name: 'designation',
      type: 'text',
      defaultValue: DESIGNATION,
      admin: { readOnly: true },
      hooks: { beforeChange: [() => DESIGNATION] },
    },
    { name: 'district', type: 'select', options: DISTRICTS.map((d) => ({ label: d, value: d })) },
    { name: 'ayushman', label: 'Ayushman Arogya Mandir', type: 'text', maxLength: LIMITS.ayushman },
    {
      // The language of the member's mail and of the pages they land on after login.
      name: 'preferredLanguage',
      label: 'Preferred language',
      type: 'select',
      defaultValue: DEFAULT_LOCALE,
      options: LOCALES.map((code) => ({ label: LOCALE_NAMES[code], value: code })),
    },
    ...SECOND_FACTOR_FIELDS,
    {
      // Set by eraseMember (src/features/privacy/operations/erase.ts); the person is anonymised and can never sign in.
      name: 'erasedAt',
      label: 'Erased at',
      type: 'date',
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Personal data erased; this account can never sign in again.' },
    },
  ],
}
