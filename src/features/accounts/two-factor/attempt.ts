import type { Payload } from 'payload'

import { loginDelayedMessage } from '../rules/account'
import { log } from '../../../platform/log'
import { refuseWhileDelayed } from '../operations/login-guard'
import { loginThrottle } from '../operations/throttle'
import { rows, sql } from '../../../platform/db/sql'
import { tooMany, type Caller } from '../../../platform/http/route'
import { spendSecondFactor } from './verify'
import { PAIR_LOCKS } from '@/platform/db/locks'
import { transaction } from '@/platform/db/transaction'

/** Seconds a code sent while another one of the same account is being judged is told to wait. */
const BUSY_RETRY_SECONDS = 1

/**
 * One judged second-factor code of a sign-in (site login and /cms-api login alike).
 *
 * The delays of login-guard are read before a code is judged and counted after, so codes sent all at
 * once would all pass the read before the first failure is counted: 20 at once were 20 guesses where
 * one after another gives 5. Here the read, the judgement and the count happen under a per-user
 * advisory lock, each committed before the lock goes: the next code sees every failure before it.
 * The lock is only tried, never waited for: a code sent while another of the same account is being
 * judged gets the 429 of the delays at once (1 second), so a flood of codes holds no connection.
 *
 * True when the code is right (and spent); false for a wrong or reused one, already counted as a
 * failed login; HttpError 429 while the account must wait or another code is being judged.
 */
export async function judgeSecondFactor(payload: Payload, userId: number, email: string, otp: string, caller: Caller): Promise<boolean> {
  return transaction(payload, async (tx) => {
    const [lock] = await rows(tx, sql`SELECT pg_try_advisory_xact_lock(${PAIR_LOCKS.secondFactorAttempts}, ${userId}) AS got`)
    if (lock?.got !== true) {
      log.warn(
        { requestId: caller.requestId, account: email, address: caller.address, userId },
        'login refused: another second-factor code is being checked',
      )
      throw tooMany(loginDelayedMessage(BUSY_RETRY_SECONDS), BUSY_RETRY_SECONDS)
    }
    // Read again under the lock: the failures judged since the login began count now.
    await refuseWhileDelayed(email, caller)
    if (await spendSecondFactor(payload, userId, otp)) return true
    await loginThrottle.fail(email, caller.address)
    return false
  })
}
