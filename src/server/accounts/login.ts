import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'

import { AuthenticationError, LockedAuth } from 'payload'

import { isStaffUser } from '@/access/roles'
import { ACCOUNT_RESPONSES } from '@/domain/account'
import { log } from '@/lib/log'
import { getPayloadClient } from '@/lib/payload'
import { createRateLimiter } from '@/lib/rate-limit'
import type { User } from '@/payload-types'
import { HttpError, tooMany, withinLimit, type Caller } from '../http'
import { cmsCookie } from './cms-cookie'
import { LOCK_MS, loginLockout } from './lockout'

/**
 * POST /api/auth/login (spec §7). A wrong password and an unknown e-mail get
 * the same status, body and (about the same) time; after five failures both
 * are locked for ten minutes (Payload for known accounts, loginLockout for
 * every e-mail), and each address may try only so often, whichever accounts
 * it aims at.
 */
const perAddress = createRateLimiter({ limit: 20, windowMs: 10 * 60_000 })

/** Counted before the body is read: a flood of bad forms counts too. */
export const limitLogin = (caller: Caller) => withinLimit(perAddress, `login:${caller.address}`, ACCOUNT_RESPONSES.tooManyAttempts)

// Payload hashes with PBKDF2-SHA256, 600,000 rounds: an unknown e-mail pays the same price as a wrong password.
const hashLikePayload = (password: string) => promisify(pbkdf2)(password, 'no-such-account', 600_000, 32, 'sha256')

export type SignedIn = { token: string; user: User; headers: Headers }

/** The session for a valid e-mail and password; HttpError 401 or 429 otherwise. `headers` carry the CMS cookie for staff. */
export async function logIn({ email, password }: { email: string; password: string }, caller: Caller): Promise<SignedIn> {
  const meta = { requestId: caller.requestId, account: email, address: caller.address }
  const lockedFor = loginLockout.lockedFor(email)
  if (lockedFor) {
    log.warn(meta, 'login refused: locked')
    throw tooMany(ACCOUNT_RESPONSES.locked, lockedFor)
  }

  const payload = await getPayloadClient()
  let session: Awaited<ReturnType<typeof payload.login<'users'>>>
  try {
    session = await payload.login({ collection: 'users', data: { email, password } })
  } catch (err) {
    if (err instanceof LockedAuth) {
      // Locked by Payload but not here (another instance, a restart, or the CMS login).
      log.warn(meta, 'login refused: locked')
      throw tooMany(ACCOUNT_RESPONSES.locked, Math.ceil(LOCK_MS / 1000))
    }
    if (!(err instanceof AuthenticationError)) throw err
    const known = (await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs > 0
    if (!known) await hashLikePayload(password)
    loginLockout.fail(email)
    log.warn({ ...meta, known }, 'login failed')
    throw new HttpError(401, ACCOUNT_RESPONSES.invalidLogin)
  }

  const { token, user } = session
  if (!token || !user) throw new Error('login returned no token')
  loginLockout.clear(email)
  log.info({ ...meta, userId: user.id, role: user.role }, 'login succeeded')

  const headers = new Headers()
  if (isStaffUser({ ...user, collection: 'users' })) {
    try {
      headers.append('Set-Cookie', cmsCookie(payload, token))
    } catch (err) {
      // The spec's second sign-in is a convenience; it never blocks the first.
      log.error({ ...meta, error: err instanceof Error ? err.message : String(err) }, 'CMS sign-in failed')
    }
  }
  return { token, user, headers }
}
