import { isOfficeRole, isStaffUser } from '@/platform/access/roles'
import { log } from '@/platform/log'
import { isFailedLogin } from '@/platform/payload/errors'
import { getPayloadClient } from '@/platform/payload/client'
import type { User } from '@/payload-types'
import type { Caller } from '../../../platform/http/route'
import { secondFactorStep } from '../two-factor/login-step'
import { factorEnabled } from '../two-factor/store'
import { mustConfirmNotice } from '@/features/privacy'
import { cmsCookie } from './cms-cookie'
import { failedLogin, refuseWhileDelayed, succeededLogin } from './login-guard'

/**
 * POST /api/auth/login (spec §7). A wrong password and an unknown e-mail get
 * the same status, body and (about the same) time; repeated failures are
 * slowed by growing delays per e-mail and address (throttle.ts), never a hard
 * lock, and each address may try only so often, whichever accounts it aims at
 * (login-guard.ts, shared with Payload's own /cms-api login).
 */
export { limitLogin } from './login-guard'

/**
 * `secondFactorSetupRequired`: an admin or coordinator without a second factor, whose session may only enrol.
 * `noticeConfirmationDue`: a member who has not confirmed the privacy notice in force (src/features/privacy/operations/notice-confirmation.ts).
 */
export type SignedIn = { token: string; user: User; headers: Headers; secondFactorSetupRequired: boolean; noticeConfirmationDue: boolean }

/**
 * The session for a valid e-mail and password (and, for an admin or coordinator with a second factor,
 * a valid `otp`: src/features/accounts/two-factor/login-step.ts); HttpError 401 or 429 otherwise. `headers` carry
 * the CMS cookie for staff whose session is complete.
 */
export async function logIn(
  { email, password, otp }: { email: string; password: string; otp?: string },
  caller: Caller,
): Promise<SignedIn> {
  const meta = { requestId: caller.requestId, account: email, address: caller.address }
  await refuseWhileDelayed(email, caller)

  const payload = await getPayloadClient()
  // The code step comes first, so a refused code never makes a session.
  if ((await secondFactorStep(payload, email, password, otp, caller)) === 'wrong-password')
    throw await failedLogin(email, password, true, caller)
  let session: Awaited<ReturnType<typeof payload.login<'users'>>>
  try {
    // The Local API: the /cms-api guard in Users' beforeOperation skips it, so nothing is counted twice.
    session = await payload.login({ collection: 'users', data: { email, password } })
  } catch (err) {
    if (!isFailedLogin(err)) throw err
    const known = (await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs > 0
    throw await failedLogin(email, password, known, caller)
  }

  const { token, user } = session
  if (!token || !user) throw new Error('login returned no token')
  await succeededLogin(email, caller)
  log.info({ ...meta, userId: user.id, role: user.role }, 'login succeeded')

  const secondFactorSetupRequired = isOfficeRole(user.role) && !(await factorEnabled(payload, user.id))
  const headers = new Headers()
  if (isStaffUser({ ...user, collection: 'users' }) && !secondFactorSetupRequired) {
    try {
      headers.append('Set-Cookie', cmsCookie(payload, token))
    } catch (err) {
      // The spec's second sign-in is a convenience; it never blocks the first.
      log.error({ ...meta, error: err instanceof Error ? err.message : String(err) }, 'CMS sign-in failed')
    }
  }
  const noticeConfirmationDue = await mustConfirmNotice(payload, user)
  return { token, user, headers, secondFactorSetupRequired, noticeConfirmationDue }
}
