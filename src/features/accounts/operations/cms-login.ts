import { APIError, type PayloadRequest } from 'payload'
import { ZodError } from 'zod'

import { isOfficeRole, isStaffUser } from '../../../platform/access/roles'
import { TWO_FACTOR_MESSAGES } from '../rules/two-factor'
import type { User } from '../../../payload-types'
import { ACCOUNT_RESPONSES, LoginInput } from '../rules/account'
import { parseInput } from '../../../platform/validation/validation'
import { log } from '../../../platform/log'
import { addressFromHeaders } from '../../../platform/http/rate-limit'
import { HttpError, type Caller } from '../../../platform/http/route'
import { failedLogin, limitLogin, refuseWhileDelayed, succeededLogin } from './login-guard'
import { passwordMatches } from './password-check'
import { messageText } from '../../../platform/i18n/messages'
import { cmsLanguage } from '../../../platform/payload/cms-language'

/**
 * Payload's own login (POST /cms-api/users/login, GraphQL loginUser), which the
 * /cms sign-in form posts to, held to the site's rules before Payload runs it:
 * the same per-address limit and delays as /api/auth/login, the same cost and
 * the same 'Invalid email or password' for an unknown e-mail as for a wrong
 * password, and Payload's 'This user is locked' never shown (its own lock is
 * off: maxLoginAttempts 0).
 *
 * Only staff sign in here. Members have no use for /cms (its access rule keeps
 * them out anyway) and their way in is /login; a member gets the same generic
 * 401 as a wrong password, so this door tells nobody who is a member. A
 * member's right password answers the same 401 without counting a failure: only
 * someone who already holds the password could notice.
 *
 * Called from Users' beforeOperation for non-local logins, so the site's own
 * login (Local API) is not counted twice. Payload then checks the password
 * again and makes the session.
 */
// What the check needs of a users row as Payload's adapter returns it (with the hash and salt).
type UserRow = { id: number; role?: User['role']; hash?: string; salt?: string; secondFactorEnabledAt?: unknown }

export async function guardCmsLogin(req: PayloadRequest, data: unknown): Promise<void> {
  const caller: Caller = { address: addressFromHeaders(req.headers), requestId: req.headers.get('x-request-id') ?? undefined }
  try {
    await limitLogin(caller)
    const { email, password, otp } = parseInput(LoginInput, data)
    await refuseWhileDelayed(email, caller)
    const user = await req.payload.db.findOne<UserRow>({ collection: 'users', where: { email: { equals: email } } })
    if (!user || !(await passwordMatches(user, password))) throw await failedLogin(email, password, Boolean(user), caller)
    // Before the count starts again: a right password with a wrong code keeps counting.
    await cmsSecondFactor(req, user, email, otp, caller)
    await succeededLogin(email, caller)
    if (!isStaffUser({ ...user, collection: 'users' })) {
      log.warn({ requestId: caller.requestId, userId: user.id, address: caller.address }, 'CMS login refused: not staff')
      throw new HttpError(401, ACCOUNT_RESPONSES.invalidLogin)
    }
  } catch (err) {
    throw asApiError(err, req)
  }
}

/**
 * An admin signs in here only with a second factor, as `otp` beside the password (the /cms
 * form has no field for it, so /cms sends admins to the site's /login?next=/cms, which sets the same
 * cookie). Without a confirmed second factor, or without `otp`: 401 pointing to the site's login; a
 * wrong or reused code counts as a failed login.
 */
async function cmsSecondFactor(req: PayloadRequest, user: UserRow, email: string, otp: string | undefined, caller: Caller): Promise<void> {
  if (!isOfficeRole(user.role)) return
  if (!user.secondFactorEnabledAt || !otp) {
    log.warn({ requestId: caller.requestId, userId: user.id, address: caller.address }, 'CMS login refused: second factor needed')
    throw new HttpError(401, TWO_FACTOR_MESSAGES.cmsOnTheSite)
  }
  // Loaded on first use, like the strategy's check: importing the users collection stays light.
  // Judged one at a time per user, so codes sent at once are slowed like codes sent in turn.
  const { judgeSecondFactor } = await import('../two-factor/attempt')
  if (!(await judgeSecondFactor(req.payload, user.id, email, otp, caller))) {
    log.warn({ requestId: caller.requestId, userId: user.id, address: caller.address }, 'CMS login failed: wrong second factor')
    throw new HttpError(401, TWO_FACTOR_MESSAGES.invalid)
  }
}

/**
 * Payload answers an APIError with its status and `{errors: [{message}]}`; Retry-After rides on
 * req.responseHeaders. Named like Payload's own failed login, so its logger files a refusal at the level
 * payload.config gives that (warn), not as a server error; the guard has logged the details already.
 */
function asApiError(err: unknown, req: PayloadRequest): unknown {
  if (!(err instanceof ZodError) && !(err instanceof HttpError)) return err
  // In the CMS screen's language, as Payload's own messages.
  const lang = cmsLanguage({ req })
  const refusal =
    err instanceof ZodError
      ? new APIError(messageText(err.issues[0]?.message ?? ACCOUNT_RESPONSES.invalidLogin, lang), 400, undefined, true)
      : new APIError(err.said ? err.said.in(lang) : err.message, err.status, undefined, true)
  refusal.name = 'AuthenticationError'
  const retryAfter = err instanceof HttpError ? new Headers(err.headers).get('retry-after') : null
  if (retryAfter) {
    req.responseHeaders ??= new Headers()
    req.responseHeaders.set('Retry-After', retryAfter)
  }
  return refusal
}
