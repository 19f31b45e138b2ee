import type { Access, FieldAccess, PayloadRequest } from 'payload'
import { defineMessages } from '../i18n/messages'

/**
 * Named access rules. Collections and our /api handlers use these; nothing
 * checks roles by URL. Deny is the default: every rule returns false unless it
 * positively recognises the caller.
 */

export const ROLES = ['admin', 'editor', 'coordinator', 'member'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = { id?: number | string; role?: unknown; collection?: string } | null | undefined

/**
 * The mark src/features/accounts/two-factor/strategy.ts puts on the session of an admin or coordinator who
 * has not set up a second factor yet. Such a user has no role for any access rule: they may only enrol.
 */
export const SECOND_FACTOR_PENDING = '_secondFactorPending'
/** The answer to an office account whose session waits for its second factor (the accounts feature shows it too). */
export const ENROL_SECOND_FACTOR_FIRST = defineMessages('access', {
  enrolFirst: {
    en: 'Set up your second factor first: open /account/two-factor to connect an authenticator app.',
    hi: 'पहले अपना दूसरा सत्यापन सेट करें: ऑथेंटिकेटर ऐप जोड़ने के लिए /account/two-factor खोलें।',
  },
}).enrolFirst
export const secondFactorPending = (user: MaybeUser): boolean => Boolean(user && (user as Record<string, unknown>)[SECOND_FACTOR_PENDING])

/** The role stored on the account, whatever its session's state. */
export const storedRoleOf = (user: MaybeUser): Role | undefined =>
  user && user.collection === 'users' && ROLES.includes(user.role as Role) ? (user.role as Role) : undefined

export const roleOf = (user: MaybeUser): Role | undefined => (secondFactorPending(user) ? undefined : storedRoleOf(user))

export const isAdminUser = (user: MaybeUser) => roleOf(user) === 'admin'
export const isStaffUser = (user: MaybeUser) => ['admin', 'editor'].includes(roleOf(user) ?? '')

/**
 * The office as the member register sees it: admins see every district, a
 * district coordinator only theirs. Editors write content and never see members.
 */
export const OFFICE_ROLES = ['admin', 'coordinator'] as const satisfies readonly Role[]
export const isOfficeUser = (user: MaybeUser) => (OFFICE_ROLES as readonly string[]).includes(roleOf(user) ?? '')
/** Whether a stored role is one that must sign in with a second factor (admins and coordinators). */
export const isOfficeRole = (role: unknown): boolean => (OFFICE_ROLES as readonly unknown[]).includes(role)

export const anyone: Access = () => true
export const nobody: Access = () => false

export const admins: Access = ({ req }) => isAdminUser(req.user)

/** Admins and office staff (editors): content management. */
export const staff: Access = ({ req }) => isStaffUser(req.user)

/** Users collection: admins see everyone, anyone else only themselves. */
export const adminsOrSelf: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  // roleOf, not just a user: a session still waiting for its second factor reads nothing.
  if (!req.user || req.user.collection !== 'users' || !roleOf(req.user)) return false
  return { id: { equals: req.user.id } }
}

/** Records that belong to a user through a `user` field. */
export const adminsOrOwner: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (roleOf(req.user) !== 'member') return false
  return { user: { equals: req.user!.id } }
}

export const adminFieldOnly: FieldAccess = ({ req }) => isAdminUser(req.user)

/** A field of a user document that admins and the user themself may read. */
export const adminFieldOnlyOrSelf: FieldAccess = ({ req, doc }) =>
  isAdminUser(req.user) || (req.user?.collection === 'users' && doc?.id != null && doc.id === req.user.id)

/** Whether the Payload admin UI at /cms is open to this user. */
export const canOpenCms = ({ req }: { req: PayloadRequest }) => isStaffUser(req.user)

/** Hide a collection in the CMS navigation from everyone but admins. */
export const hiddenFromNonAdmins = ({ user }: { user: MaybeUser }) => !isAdminUser(user)
