import { ACCOUNT_MESSAGES, ACCOUNT_RESPONSES, validateNewPassword } from '@/domain/account'
import { isPlainObject } from '@/domain/text'
import { log, requestIdOf } from '@/lib/log'
import { getPayloadClient } from '@/lib/payload'
import { clientAddress, createRateLimiter } from '@/lib/rate-limit'
import { mailContext, sendInBackground } from '@/mail/send'
import { passwordChangedMail } from '@/mail/templates'
import { endAllSessions } from '@/server/auth'
import { json, readJson, reply, route, tooMany } from '@/server/http'

import { loginLockout } from '../_lib/lockout'
import { cancelResetTokens, claimResetToken, RESET_TOKEN_PATTERN } from '../_lib/reset-tokens'

/**
 * POST /api/auth/reset-password {token, password} (spec §7). The token works
 * once; the new password ends every session of the account (a thief signed in
 * with the old password is signed out) and lifts any login lock, so a member
 * locked out by failures can get in again at once.
 */
const perAddress = createRateLimiter({ limit: 20, windowMs: 15 * 60_000 })

export const POST = route('reset-password', async (request) => {
  const verdict = perAddress.hit(`reset:${clientAddress(request)}`)
  if (!verdict.ok) return tooMany(ACCOUNT_RESPONSES.tooManyAttempts, verdict.retryAfterSeconds)

  const body = await readJson(request)
  if (!isPlainObject(body)) return reply(400, ACCOUNT_MESSAGES.notAnObject)
  const token = body.token
  if (typeof token !== 'string' || !RESET_TOKEN_PATTERN.test(token)) return reply(400, ACCOUNT_RESPONSES.resetInvalid)
  const result = validateNewPassword(body)
  if (!result.ok) return reply(400, result.message)

  const payload = await getPayloadClient()
  const userId = await claimResetToken(payload, token)
  const meta = { requestId: requestIdOf(request), address: clientAddress(request) }
  if (userId === null) {
    log.warn('password reset refused: invalid link', meta)
    return reply(400, ACCOUNT_RESPONSES.resetInvalid)
  }

  const user = await payload.update({ collection: 'users', id: userId, data: { password: result.value.password }, overrideAccess: true })
  // Payload drops the sessions on a password change too; saying it here keeps it true whatever Payload does.
  await endAllSessions(payload, userId)
  await cancelResetTokens(payload, userId)
  loginLockout.clear(user.email)
  log.info('password reset', { ...meta, userId })
  sendInBackground(payload, user.email, passwordChangedMail(user.name, mailContext()), { kind: 'password-changed', userId })
  return json({ message: ACCOUNT_RESPONSES.resetDone })
})
