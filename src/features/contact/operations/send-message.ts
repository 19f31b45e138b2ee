import { CONTACT_MESSAGES, type ContactMessage } from '@/features/contact/rules/contact'
import { getPayloadClient } from '@/platform/payload/client'
import { isValidationError } from '@/platform/payload/errors'
import { RATE_LIMITS } from '@/platform/config/limits'
import { createRateLimiter } from '@/platform/http/rate-limit'
import { HttpError, withinLimit, type Caller } from '../../../platform/http/route'

/**
 * POST /api/common/contact-us (spec §7): a visitor's message, stored as a
 * pending contact submission for the office. Anonymous, so every address may
 * send only so many per window (a flood ceiling shared by every instance: src/platform/config/limits.ts).
 */
const limiter = createRateLimiter(RATE_LIMITS.contact)

export const limitContact = (caller: Caller) => withinLimit(limiter, caller.address, CONTACT_MESSAGES.tooMany)

/**
 * Stores the message; `sender` is the signed-in caller, if any (the form sends its session when there
 * is one). Only a message linked so is the member's own in their data export.
 */
export async function submitContact(message: ContactMessage, sender: { id: number } | null = null): Promise<void> {
  try {
    const payload = await getPayloadClient()
    await payload.create({
      collection: 'contact-submissions',
      data: { ...message, status: 'pending', sender: sender?.id ?? null },
      overrideAccess: true,
    })
  } catch (err) {
    // Payload's e-mail rule is stricter than the spec's text@text.text (e.g. it wants a 2-letter domain ending).
    if (isValidationError(err)) {
      const emailRejected = err.data.errors.some((e) => e.path === 'email')
      throw new HttpError(400, emailRejected ? CONTACT_MESSAGES.emailInvalid : CONTACT_MESSAGES.notStored)
    }
    throw err
  }
}
