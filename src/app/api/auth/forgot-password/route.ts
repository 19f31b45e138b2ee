import { ACCOUNT_RESPONSES, validateForgotPassword } from '@/domain/account'
import { log, requestIdOf } from '@/lib/log'
import { getPayloadClient } from '@/lib/payload'
import { clientAddress, createRateLimiter } from '@/lib/rate-limit'
import { mailContext, sendInBackground } from '@/mail/send'
import { resetPasswordMail } from '@/mail/templates'
import { json, readJson, reply, route, tooMany } from '@/server/http'

import { issueResetToken } from '../_lib/reset-tokens'

/**
 * POST /api/auth/forgot-password (spec §7). The same answer whether or not the
 * address belongs to an account; the mail goes out in the background so the
 * time does not tell either. The link is built from SITE_URL, never from the
 * request's Host header (which the sender controls).
 */
const perAddress = createRateLimiter({ limit: 10, windowMs: 15 * 60_000 })
const perEmail = createRateLimiter({ limit: 3, windowMs: 60 * 60_000 })

export const POST = route('forgot-password', async (request) => {
  const address = clientAddress(request)
  const byAddress = perAddress.hit(`forgot:${address}`)
  if (!byAddress.ok) return tooMany(ACCOUNT_RESPONSES.tooManyResets, byAddress.retryAfterSeconds)

  const result = validateForgotPassword(await readJson(request))
  if (!result.ok) return reply(400, result.message)
  const { email } = result.value
  const byEmail = perEmail.hit(`forgot:${email}`)
  if (!byEmail.ok) return tooMany(ACCOUNT_RESPONSES.tooManyResets, byEmail.retryAfterSeconds)

  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, pagination: false, overrideAccess: true })
  const user = docs[0]
  const meta = { requestId: requestIdOf(request), address }
  if (user) {
    const token = await issueResetToken(payload, user.id)
    const ctx = mailContext()
    const link = `${ctx.siteUrl}/reset-password?token=${encodeURIComponent(token)}`
    sendInBackground(payload, user.email, resetPasswordMail(user.name, link, ctx), { kind: 'password-reset', userId: user.id })
    log.info('password reset requested', { ...meta, userId: user.id })
  } else {
    log.info('password reset requested for an unknown address', meta)
  }
  return json({ message: ACCOUNT_RESPONSES.resetSent })
})
