import { ValidationError } from 'payload'

import { CONTACT_MESSAGES, validateContact } from '@/domain/contact'
import { getPayloadClient } from '@/lib/payload'
import { clientAddress, createRateLimiter } from '@/lib/rate-limit'
import { readJson, reply, route, tooMany } from '@/server/http'

/**
 * POST /api/common/contact-us (spec §7): a visitor's message, stored as a
 * pending contact submission for the office. Anonymous, so every address may
 * send only a few per window (in memory per instance, see src/lib/rate-limit.ts).
 */
const limiter = createRateLimiter({ limit: 5, windowMs: 10 * 60_000 })

export const POST = route('contact submission', async (request) => {
  const verdict = limiter.hit(`contact:${clientAddress(request)}`)
  if (!verdict.ok) return tooMany(CONTACT_MESSAGES.tooMany, verdict.retryAfterSeconds)

  const result = validateContact(await readJson(request, { notJson: CONTACT_MESSAGES.notAnObject }))
  if (!result.ok) return reply(400, result.message)

  try {
    const payload = await getPayloadClient()
    await payload.create({ collection: 'contact-submissions', data: { ...result.value, status: 'pending' }, overrideAccess: true })
  } catch (err) {
    // Payload's e-mail rule is stricter than the spec's text@text.text (e.g. it wants a 2-letter domain ending).
    if (err instanceof ValidationError) {
      const emailRejected = err.data.errors.some((e) => e.path === 'email')
      return reply(400, emailRejected ? CONTACT_MESSAGES.emailInvalid : 'Please check your message and try again.')
    }
    throw err
  }
  return reply(201, CONTACT_MESSAGES.success)
})
