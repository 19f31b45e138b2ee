import type { Payload } from 'payload'

import { roleOf, type Role } from '../access/roles'
import { getEnv } from '../config/env'
import { log, requestIdOf } from '../lib/log'
import { getPayloadClient } from '../lib/payload'
import { clientAddress } from '../lib/rate-limit'
import type { User } from '../payload-types'
import { reply } from './http'

/**
 * Who is calling the spec's /api: the bearer token of `Authorization`, checked
 * by Payload (signature, expiry, and — with useSessions — that its session still
 * exists, so logout and password resets end it at once). Deny by default: no
 * token, a bad one or an unknown role is no user.
 */

export const AUTH_MESSAGES = {
  required: 'Authentication required. Please login again.',
  forbidden: 'You do not have permission to do this.',
} as const

export type AuthUser = User & { collection: 'users'; _sid?: string }

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
  if (!user || user.collection !== 'users' || !roleOf(user)) return null
  return user as AuthUser
}

/**
 * The caller, or the answer to send instead: 401 without a valid session, 403
 * when `roles` is given and the caller's role is not among them.
 */
export async function requireUser(request: Request, roles?: readonly Role[]): Promise<AuthUser | Response> {
  const user = await currentUser(request)
  const path = new URL(request.url).pathname
  if (!user) {
    log.warn('access denied', { requestId: requestIdOf(request), path, status: 401, address: clientAddress(request) })
    return reply(401, AUTH_MESSAGES.required)
  }
  if (roles && !roles.includes(roleOf(user)!)) {
    log.warn('access denied', { requestId: requestIdOf(request), path, status: 403, userId: user.id, role: user.role })
    return reply(403, AUTH_MESSAGES.forbidden)
  }
  return user
}

type Session = { id: string; createdAt?: string | null; expiresAt: string }

/** Ends the session behind this user's token (as Payload's own logout operation does). */
export async function endSession(payload: Payload, user: AuthUser): Promise<void> {
  if (!user._sid) return
  const stored = await payload.db.findOne<{ id: number; sessions?: Session[] | null }>({ collection: 'users', where: { id: { equals: user.id } } })
  if (!stored) return
  const sessions = (stored.sessions ?? []).filter((s) => s.id !== user._sid)
  await payload.db.updateOne({ collection: 'users', id: user.id, data: { sessions }, returning: false })
}

/** Ends every session of a user and lifts a login lock (after a password reset). */
export async function endAllSessions(payload: Payload, userId: number): Promise<void> {
  // Two writes: the adapter updates an array (sessions) and plain columns together only by re-inserting the whole row.
  await payload.db.updateOne({ collection: 'users', id: userId, data: { sessions: [] }, returning: false })
  await payload.db.updateOne({ collection: 'users', id: userId, data: { loginAttempts: 0, lockUntil: null }, returning: false })
}

// ---- The CMS cookie ----------------------------------------------------------

const cmsCookieName = (payload: Payload) => `${payload.config.cookiePrefix}-token`
const secureFlag = () => (getEnv().siteUrl.startsWith('https://') ? '; Secure' : '')

/**
 * Payload's admin cookie carrying the same token, so an admin or editor who
 * logs in on the site opens /cms without a second login (the spec's 'third-party
 * identity provider' step). HttpOnly: page scripts never see it.
 */
export function cmsCookie(payload: Payload, token: string, lifetimeSeconds: number): string {
  const expires = new Date(Date.now() + lifetimeSeconds * 1000).toUTCString()
  return `${cmsCookieName(payload)}=${token}; Path=/; Expires=${expires}; Max-Age=${lifetimeSeconds}; HttpOnly; SameSite=Lax${secureFlag()}`
}

export function expiredCmsCookie(payload: Payload): string {
  return `${cmsCookieName(payload)}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax${secureFlag()}`
}
