import { ACCOUNT_RESPONSES } from '@/domain/account'
import { log } from '@/lib/log'
import { getPayloadClient } from '@/lib/payload'
import { RATE_LIMITS } from '@/config/limits'
import { createRateLimiter } from '@/lib/rate-limit'
import { mailContext, sendInBackground } from '@/mail/send'
import { resetPasswordMail } from '@/mail/templates'
import { withinLimit, type Caller } from '../http'
import { runAfterResponse } from './after-response'
import { issueResetToken } from './reset-tokens'

/**
 * POST /api/auth/forgot-password (spec §7). The same answer whether or not the
 * address belongs to an account, in the same time: the handler only counts the
 * limits, and the look-up, the token and the mail (sendResetLink) run after the
 * response. The link is built from SITE_URL, never from the request's Host
 * header (which the sender controls).
 */
const perAddress = createRateLimiter(RATE_LIMITS.forgotPerAddress)
const perEmail = createRateLimiter(RATE_LIMITS.forgotPerEmail)

export const limitForgotPassword = (caller: Caller) => withinLimit(perAddress, caller.address, ACCOUNT_RESPONSES.tooManyResets)

/** Counts the request and leaves the rest for after the answer; says nothing either way. */
export async function forgotPassword({ email }: { email: string }, caller: Caller): Promise<void> {
  await withinLimit(perEmail, email, ACCOUNT_RESPONSES.tooManyResets)
  runAfterResponse('password-reset', () => sendResetLink(email, caller))
}

/**
 * Mails a reset link when `email` has an account. One function with no tie to
 * the request, so it can become a queued job (an outbox) as it is.
 */
export async function sendResetLink(email: string, caller: Caller): Promise<void> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, pagination: false, overrideAccess: true })
  const user = docs[0]
  const meta = { requestId: caller.requestId, address: caller.address }
  if (!user) {
    log.info(meta, 'password reset requested for an unknown address')
    return
  }
  const token = await issueResetToken(payload, user.id)
  const ctx = mailContext()
  const link = `${ctx.siteUrl}/reset-password?token=${encodeURIComponent(token)}`
  sendInBackground(payload, user.email, resetPasswordMail(user.name, link, ctx), { kind: 'password-reset', userId: user.id })
  log.info({ ...meta, userId: user.id }, 'password reset requested')
}
