import { RATE_LIMITS } from '../../../platform/config/limits'
import { ACCOUNT_RESPONSES, loginDelayedMessage } from '../rules/account'
import { log } from '../../../platform/log'
import { createRateLimiter } from '../../../platform/http/rate-limit'
import { HttpError, tooMany, withinLimit, type Caller } from '../../../platform/http/route'
import { hashLikePayload } from './password-check'
import { loginThrottle } from './throttle'

/**
 * The rules every login passes, whichever door it comes through: the site's
 * POST /api/auth/login (login.ts) and Payload's own /cms-api/users/login and
 * GraphQL loginUser (cms-login.ts). Both count against the same per-address
 * limit and the same delays, so neither door is a way around the other: both
 * live in PostgreSQL, under the same keys, for every instance and bundle.
 */
const perAddress = createRateLimiter(RATE_LIMITS.login)

export type LoginMeta = { requestId?: string; account?: string; address: string }

/** Counts one login request of the address, before its body is read: a flood of bad forms counts too. */
export const limitLogin = (caller: Caller) => withinLimit(perAddress, caller.address, ACCOUNT_RESPONSES.tooManyAttempts)

/** Throws the 429 (with the time left) while this e-mail from this address must wait. */
export async function refuseWhileDelayed(email: string, caller: Caller): Promise<void> {
  const wait = await loginThrottle.waitFor(email, caller.address)
  if (!wait) return
  log.warn({ requestId: caller.requestId, account: email, address: caller.address }, 'login refused: delayed')
  throw tooMany(loginDelayedMessage(wait), wait)
}

/**
 * A wrong password or an unknown e-mail: the unknown one pays the hashing price
 * too, both count alike, and both get the same 401 to throw.
 */
export async function failedLogin(email: string, password: string, known: boolean, caller: Caller): Promise<HttpError> {
  if (!known) await hashLikePayload(password)
  await loginThrottle.fail(email, caller.address)
  log.warn({ requestId: caller.requestId, account: email, address: caller.address, known }, 'login failed')
  return new HttpError(401, ACCOUNT_RESPONSES.invalidLogin)
}

/** A correct password: the address's count for this e-mail starts again. */
export const succeededLogin = (email: string, caller: Caller): Promise<void> => loginThrottle.succeed(email, caller.address)
