import { EMAIL_INVALID, requiredMessage } from '../../../platform/validation/messages'
import { CONTACT_ANSWERS } from './contact-answers'

/** The contact message's texts (spec §3), apart from its rules in contact.ts, which need zod. */

export { CONTACT_LIMITS, type ContactField, type ContactMessage } from './contact-answers'

export const CONTACT_MESSAGES = {
  nameRequired: requiredMessage('name'),
  emailRequired: requiredMessage('email'),
  emailInvalid: EMAIL_INVALID,
  messageRequired: requiredMessage('message'),
  ...CONTACT_ANSWERS,
}
