import { ACCOUNT_RESPONSES, type ResetPasswordInput } from '@/features/accounts/rules/account'
import { log } from '@/platform/log'
import { getPayloadClient } from '@/platform/payload/client'
import { RATE_LIMITS } from '@/platform/config/limits'
import { createRateLimiter } from '@/platform/http/rate-limit'
import { kickSoon } from '@/platform/jobs/run'
import { queueMail } from '@/platform/mail/outbox'
import { mailContext } from '@/platform/mail/send'
import { passwordChangedMail } from '@/features/accounts/mail/templates'
import { drizzleOf } from '../../../platform/db/sql'
import { HttpError, withinLimit, type Caller } from '../../../platform/http/route'
import { loginThrottle } from './throttle'
import { endAllSessions } from './sessions'
import { cancelResetTokens, claimResetToken } from './reset-tokens'

/**
 * POST /api/auth/reset-password {token, password} (spec §7). The token works
 * once; the new password ends every session of the account (a thief signed in
 * with the old password is signed out) and lifts every login delay of the
 * e-mail, so a member slowed by failures (theirs or a guesser's) gets in at once.
 */
const perAddress = createRateLimiter(RATE_LIMITS.resetPerAddress)

export const limitPasswordReset = (caller: Caller) => withinLimit(perAddress, caller.address, ACCOUNT_RESPONSES.tooManyAttempts)

export async function resetPassword({ token, password }: Pick<ResetPasswordInput, 'token' | 'password'>, caller: Caller): Promise<void> {
  const payload = await getPayloadClient()
  const userId = await claimResetToken(payload, token)
  const meta = { requestId: caller.requestId, address: caller.address }
  if (userId === null) {
    log.warn(meta, 'password reset refused: invalid link')
    throw new HttpError(400, ACCOUNT_RESPONSES.resetInvalid)
  }
  const user = await payload.update({ collection: 'users', id: userId, data: { password }, overrideAccess: true })
  // Payload drops the sessions on a password change too; saying it here keeps it true whatever Payload does.
  await endAllSessions(payload, userId)
  await cancelResetTokens(payload, userId)
  await loginThrottle.clearAccount(user.email)
  log.info({ ...meta, userId }, 'password reset')
  await queueMail(drizzleOf(payload), {
    to: user.email,
    kind: 'password-changed',
    userId,
    message: passwordChangedMail(user.name, mailContext(user.preferredLanguage)),
  })
  kickSoon(payload)
}
