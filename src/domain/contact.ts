/**
 * The contact message of spec §3 (name, email, message) and its one set of
 * rules, shared by the form in the browser and POST /api/common/contact-us, so
 * a visitor sees the same message whichever side catches the problem.
 */

import { cleanText, EMAIL_PATTERN } from './text'

export type ContactMessage = { name: string; email: string; message: string }
export type ContactField = keyof ContactMessage

export type ContactValidation =
  | { ok: true; value: ContactMessage }
  | { ok: false; field: ContactField | null; message: string }

/** The same caps as the contact-submissions collection, so a valid message is always storable. */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const

export const CONTACT_MESSAGES = {
  notAnObject: 'Please send your name, email and message.',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Message is required',
  success: 'Thank you for your message! We will get back to you soon.',
  failed: 'Something went wrong',
  unreachable: 'Something went wrong. Please try again later.',
  tooMany: 'Too many messages from your connection. Please try again in a few minutes.',
} as const

const LABELS: Record<ContactField, string> = { name: 'Name', email: 'Email', message: 'Message' }


type Check = { ok: true; value: string } | { ok: false; message: string }

function field(input: Record<string, unknown>, key: ContactField, required: string): Check {
  const raw = input[key]
  if (raw === undefined || raw === null) return { ok: false, message: required }
  if (typeof raw !== 'string') return { ok: false, message: `${LABELS[key]} must be text` }
  const value = cleanText(raw) as string
  if (!value) return { ok: false, message: required }
  if (value.length > CONTACT_LIMITS[key]) return { ok: false, message: `${LABELS[key]} must be at most ${CONTACT_LIMITS[key]} characters` }
  return { ok: true, value }
}

/**
 * Checks name, email and message in the spec's order on trimmed values and
 * reports only the first problem.
 */
export function validateContact(input: unknown): ContactValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, field: null, message: CONTACT_MESSAGES.notAnObject }
  }
  const data = input as Record<string, unknown>

  const name = field(data, 'name', CONTACT_MESSAGES.nameRequired)
  if (!name.ok) return { ok: false, field: 'name', message: name.message }

  const email = field(data, 'email', CONTACT_MESSAGES.emailRequired)
  if (!email.ok) return { ok: false, field: 'email', message: email.message }
  if (!EMAIL_PATTERN.test(email.value)) return { ok: false, field: 'email', message: CONTACT_MESSAGES.emailInvalid }

  const message = field(data, 'message', CONTACT_MESSAGES.messageRequired)
  if (!message.ok) return { ok: false, field: 'message', message: message.message }

  return { ok: true, value: { name: name.value, email: email.value, message: message.value } }
}
