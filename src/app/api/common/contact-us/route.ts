import { CONTACT_MESSAGES, validateContact } from '@/domain/contact'
import { limitContact, submitContact } from '@/server/contact'
import { callerOf, readJson, reply, route, valid } from '@/server/http'

/** POST /api/common/contact-us {name, email, message} (spec §7) → 201: stored for the office (src/server/contact.ts). */
export const POST = route(async (request) => {
  limitContact(callerOf(request))
  await submitContact(valid(validateContact(await readJson(request, { notJson: CONTACT_MESSAGES.notAnObject }))))
  return reply(201, CONTACT_MESSAGES.success)
})
