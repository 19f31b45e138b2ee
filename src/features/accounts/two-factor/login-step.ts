import type { Payload } from 'payload'

import { isOfficeRole } from '../../../platform/access/roles'
import { TWO_FACTOR_MESSAGES } from '../rules/two-factor'
import { log } from '../../../platform/log'
import { HttpError, type Caller } from '../../../platform/http/route'
import { passwordMatches } from '../operations/password-check'
import { judgeSecondFactor } from './attempt'

/** What the login answers when the code step is due: 401 with `mfaRequired: true` (the page shows the code field). */
export class SecondFactorRequired extends HttpError {
  readonly mfaRequired = true
}

type UserRow = { id: number; role?: unknown; hash?: unknown; salt?: unknown; secondFactorEnabledAt?: unknown }

/**
 * The code step of a login, run before a session is made. Only an
 * admin or coordinator with a confirmed second factor and the right password
 * is asked: without `otp` → 401 mfaRequired (not counted, and the address's
 * count does not start again either: a password alone never clears the delays);
 * a wrong or reused code → 401 counted as a failed login (login-guard's delays),
 * judged one at a time per user, so codes sent at once are slowed too (attempt.ts).
 * Returns 'wrong-password' so the caller fails the login as it always has.
 */
export async function secondFactorStep(
  payload: Payload,
  email: string,
  password: string,
  otp: string | undefined,
  caller: Caller,
): Promise<'not-asked' | 'passed' | 'wrong-password'> {
  const row = await payload.db.findOne<UserRow>({ collection: 'users', where: { email: { equals: email } } })
  if (!row || !isOfficeRole(row.role) || !row.secondFactorEnabledAt) return 'not-asked'
  if (!(await passwordMatches(row, password))) return 'wrong-password'
  const meta = { requestId: caller.requestId, account: email, address: caller.address, userId: row.id }
  if (!otp) {
    log.info(meta, 'login: second factor asked')
    throw new SecondFactorRequired(401, TWO_FACTOR_MESSAGES.required)
  }
  if (!(await judgeSecondFactor(payload, row.id, email, otp, caller))) {
    log.warn(meta, 'login failed: wrong second factor')
    throw new SecondFactorRequired(401, TWO_FACTOR_MESSAGES.invalid)
  }
  return 'passed'
}
