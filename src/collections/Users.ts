import { APIError, type CollectionConfig } from 'payload'

import { DISTRICTS } from '../config/districts'
import { LIMITS } from '../domain/account'
import { DESIGNATION, GENDERS } from '../domain/profile'
import { guardCmsLogin } from '../server/accounts/cms-login'
import { adminFieldOnly, admins, adminsOrSelf, canOpenCms, hiddenFromNonAdmins, ROLES } from '../access/roles'

/** Sign-in rules, shared with the site's login (src/server/accounts) so both read one number. */
export const USER_AUTH = {
  // A member who returns the next day stays signed in; sessions end on logout or reset.
  tokenExpirationSeconds: 60 * 60 * 24 * 30,
  // No hard lock: five wrong passwords would let anyone lock a member out. Growing delays per
  // e-mail and address take its place (src/server/accounts/throttle.ts), for /cms-api too.
  maxLoginAttempts: 0,
} as const

/** Members, office staff (editors) and admins. Registration happens through /api/auth/register. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  auth: {
    tokenExpiration: USER_AUTH.tokenExpirationSeconds,
    maxLoginAttempts: USER_AUTH.maxLoginAttempts,
    useSessions: true,
    cookies: { sameSite: 'Lax' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'district', 'role'],
    hidden: hiddenFromNonAdmins,
    description: 'Members, office staff and admins. Only admins see this list.',
  },
  hooks: {
    // Resets go through /forgot-password and /api/auth/*: one token per request, stored hashed,
    // links built from SITE_URL. Payload's own REST reset stores its token in plain text.
    beforeOperation: [
      ({ operation, req, args }) => {
        if (req.payloadAPI !== 'local' && ['forgotPassword', 'resetPassword', 'unlock'].includes(operation)) {
          throw new APIError("Please use the website's Forgot Password page (/forgot-password).", 403)
        }
        return args
      },
      // Payload's REST and GraphQL login meet the site's login rules (limits, delays, one message, staff only).
      async ({ operation, req, args }) => {
        if (operation === 'login' && req.payloadAPI !== 'local') await guardCmsLogin(req, args.data)
        return args
      },
    ],
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
      admin: { description: 'Editor: office staff who edit site content but never see members or payments.' },
    },
    { name: 'gender', type: 'select', options: [...GENDERS], defaultValue: 'Male' },
    {
      name: 'ehrms',
      label: 'EHRMS code',
      type: 'text',
      unique: true,
      index: true,
      maxLength: LIMITS.ehrms,
      access: { update: adminFieldOnly },
    },
    { name: 'block', type: 'text', maxLength: LIMITS.block },
    { name: 'joiningDate', label: 'Date of joining', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'dob', label: 'Date of birth', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'phone', type: 'text', maxLength: LIMITS.phone },
    {
      name: 'designation',
      type: 'text',
      defaultValue: DESIGNATION,
      admin: { readOnly: true },
      hooks: { beforeChange: [() => DESIGNATION] },
    },
    { name: 'district', type: 'select', options: DISTRICTS.map((d) => ({ label: d, value: d })) },
    { name: 'ayushman', label: 'Ayushman Arogya Mandir', type: 'text', maxLength: LIMITS.ayushman },
  ],
}
