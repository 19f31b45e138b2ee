import { CONTACT_MESSAGES, ContactInput } from '@/features/contact/schemas'
import { parseInput } from '@/platform/validation/validation'
import { currentUser } from '@/platform/http/guards'
import { limitContact, submitContact } from '@/features/contact'
import { callerOf, readJson, reply, route } from '@/platform/http/route'

/**
 * POST /api/common/contact-us {name, email, message} (spec §7) → 201: stored for the office (src/features/contact/operations/send-message.ts).
 * No session is needed; one that comes along marks the message as that account's.
 */
export const POST = route(async (request) => {
  await limitContact(callerOf(request))
  await submitContact(
    parseInput(ContactInput, await readJson(request, { notJson: CONTACT_MESSAGES.notAnObject })),
    await currentUser(request),
  )
  return reply(201, CONTACT_MESSAGES.success)
})
