import { EMAIL_INVALID, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, requiredMessage } from '../../../platform/validation/text'

/** The contact message's caps and texts (spec §3), apart from its rules in contact.ts, which need zod. */

/** The caps of the contact-submissions collection too, so a valid message is always storable. */
export const CONTACT_LIMITS = { name: NAME_MAX_LENGTH, email: EMAIL_MAX_LENGTH, message: 5000 } as const

export const CONTACT_MESSAGES = {
  notAnObject: 'Please send your name, email and message.',
  nameRequired: requiredMessage('name'),
  emailRequired: requiredMessage('email'),
  emailInvalid: EMAIL_INVALID,
  messageRequired: requiredMessage('message'),
  success: 'Thank you for your message! We will get back to you soon.',
  failed: 'Something went wrong',
  unreachable: 'Something went wrong. Please try again later.',
  tooMany: 'Too many messages from your connection. Please try again in a few minutes.',
} as const

export type ContactMessage = { name: string; email: string; message: string }
export type ContactField = keyof ContactMessage
