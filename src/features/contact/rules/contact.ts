/**
 * The contact message of spec §3 (name, email, message) and its one set of
 * rules, shared by the form in the browser and POST /api/common/contact-us, so
 * a visitor sees the same message whichever side catches the problem.
 */

import { z } from '../../../platform/validation/zod'

import { emailText, requiredText } from '../../../platform/validation/fields'
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact-messages'

// Kept in a module without zod, so the browser's form shows them without downloading the rules' library.
export { CONTACT_LIMITS, CONTACT_MESSAGES, type ContactField, type ContactMessage } from './contact-messages'

/** Name, email (as typed, trimmed) and message, checked in that order on trimmed values. */
export const ContactInput = z.object(
  {
    name: requiredText('name', CONTACT_LIMITS.name),
    email: emailText(CONTACT_LIMITS.email),
    message: requiredText('message', CONTACT_LIMITS.message),
  },
  { error: CONTACT_MESSAGES.notAnObject.token },
)
export type ContactInput = z.output<typeof ContactInput>
