/**
 * The contact message of spec §3 (name, email, message) and its one set of
 * rules, shared by the form in the browser and POST /api/common/contact-us, so
 * a visitor sees the same message whichever side catches the problem.
 */

import { z } from './zod'

import { emailText, requiredText } from './fields'
import { EMAIL_INVALID, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, requiredMessage } from './text'

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

/** Name, email (as typed, trimmed) and message, checked in that order on trimmed values. */
export const ContactInput = z.object(
  {
    name: requiredText('name', CONTACT_LIMITS.name),
    email: emailText(CONTACT_LIMITS.email),
    message: requiredText('message', CONTACT_LIMITS.message),
  },
  { error: CONTACT_MESSAGES.notAnObject },
)
export type ContactInput = z.output<typeof ContactInput>

export type ContactMessage = { name: string; email: string; message: string }
export type ContactField = keyof ContactMessage
