import { ENROL_SECOND_FACTOR_FIRST, roleOf, secondFactorPending, storedRoleOf, type Role } from '../access/roles'
import { log, requestIdOf } from '../log'
import { getPayloadClient } from '../payload/client'
import { clientAddress } from './rate-limit'
import type { User } from '../../payload-types'
import { defineMessages } from '../i18n/messages'
import { HttpError } from './route'

/**
 * Who is calling the spec's /api: the bearer token of `Authorization`, checked
 * by Payload (signature, expiry, and — with useSessions — that its session still
 * exists, so logout and password resets end it at once). Deny by default: no
 * token, a bad one or an unknown role is no user.
 */

export const AUTH_MESSAGES = defineMessages('auth', {
  required: { en: 'Authentication required. Please login again.', hi: 'प्रमाणीकरण आवश्यक है। कृपया फिर से लॉग इन करें।' },
  forbidden: { en: 'You do not have permission to do this.', hi: 'आपको यह करने की अनुमति नहीं है।' },
})

export type AuthUser = User & { collection: 'users'; _sid?: string; _secondFactorPending?: boolean }

// A Payload JWT is three base64url parts; anything far longer is not one of ours.
const MAX_TOKEN_LENGTH = 4096

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')
  return match && match[1].length <= MAX_TOKEN_LENGTH ? match[1] : null
}

/** The signed-in user of this request, or null. */
export async function currentUser(request: Request): Promise<AuthUser | null> {
  const token = bearerToken(request)
  if (!token) return null
  const payload = await getPayloadClient()
  // Only the bearer header goes to Payload: its admin cookie must not authorise /api calls (no CSRF surface).
  const headers = new Headers({ authorization: `Bearer ${token}`, DisableAutologin: 'true' })
  const { user } = await payload.auth({ headers })
  if (!user || user.collection !== 'users' || !storedRoleOf(user)) return null
  return user as AuthUser
}

/**
 * The caller, or HttpError 401 without a valid session, 403 when `roles` is
 * given and the caller's role is not among them. An admin or coordinator who
 * has not set up the second factor yet gets 403 'set up your second factor'
 * everywhere except where `enrolling` is given (the set-up itself, logout).
 */
export async function requireUser(
  request: Request,
  roles?: readonly Role[],
  { enrolling = false }: { enrolling?: boolean } = {},
): Promise<AuthUser> {
  const user = await currentUser(request)
  const path = new URL(request.url).pathname
  if (!user) {
    log.warn({ requestId: requestIdOf(request), path, status: 401, address: clientAddress(request) }, 'access denied')
    throw new HttpError(401, AUTH_MESSAGES.required)
  }
  if (secondFactorPending(user)) {
    if (enrolling) return user
    log.warn(
      { requestId: requestIdOf(request), path, status: 403, userId: user.id, role: user.role },
      'access denied: second factor not set up',
    )
    throw new HttpError(403, ENROL_SECOND_FACTOR_FIRST)
  }
  if (roles && !roles.includes(roleOf(user)!)) {
    log.warn({ requestId: requestIdOf(request), path, status: 403, userId: user.id, role: user.role }, 'access denied')
    throw new HttpError(403, AUTH_MESSAGES.forbidden)
  }
  return user
}
