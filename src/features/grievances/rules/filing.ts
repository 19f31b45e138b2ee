import { ATTACHMENT_RULES, GRIEVANCE_MESSAGES } from './grievances'
import { defineMessages, type Message } from '../../../platform/i18n/messages'

/**
 * Filing a grievance: the rules the /grievance form
 * checks in the browser and POST /api/common/grievance checks again, with the
 * same messages. The category is sent by its `key` (e.g. 'honorarium'): stable
 * across languages and renames, unlike the row id, and readable in a request.
 */

const MB = 1024 * 1024

export const ATTACHMENT_MAX_BYTES = ATTACHMENT_RULES.maxMB * MB

/**
 * The largest multipart body read: every allowed file at its largest plus the
 * text fields and the envelope. A body past it is refused (413) without
 * reading the rest, so nobody makes the server hold a huge upload.
 */
export const FILING_BODY_MAX_BYTES = ATTACHMENT_RULES.maxFiles * ATTACHMENT_MAX_BYTES + MB

/** The form fields of the multipart filing, in the order the form sends them. */
export const FILING_FIELDS = { subject: 'subject', description: 'description', category: 'category', attachments: 'attachments' } as const

export const FILING_MESSAGES = defineMessages('grievances.filing', {
  notMultipart: {
    en: 'Please send the grievance as JSON, or as multipart/form-data with the fields subject, description, category and attachments.',
    hi: 'कृपया शिकायत JSON में भेजें, या multipart/form-data में subject, description, category और attachments फ़ील्ड के साथ भेजें।',
  },
})

/** A category key as the form sends it; anything else is no category. */
export const CATEGORY_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/

export type FileRefusal = { status: 400 | 413; message: Message }

/**
 * What the browser can tell before sending (count and size); the type by
 * content is the server's to check. The same order as the server: too many
 * files first, then a file too large.
 */
export function checkChosenFiles(files: readonly { size: number }[]): FileRefusal | null {
  if (files.length > ATTACHMENT_RULES.maxFiles) return { status: 400, message: GRIEVANCE_MESSAGES.tooManyFiles }
  if (files.some((f) => f.size > ATTACHMENT_MAX_BYTES)) return { status: 413, message: GRIEVANCE_MESSAGES.fileTooLarge }
  return null
}

/** A file size as people read it: "840 KB", "2.4 MB". */
export function fileSizeLabel(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / MB).toFixed(1)} MB`
}
