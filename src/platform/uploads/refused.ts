import { APIError } from 'payload'

import { asMessage, type Message } from '../i18n/messages'

/**
 * A file refused with a 4xx and a message for the person uploading it. A
 * Payload APIError, so Payload's REST API (/cms-api, the /cms admin UI) answers
 * with that status and message; storeUpload turns it into the HttpError of
 * /api/admin/upload.
 */
export class UploadRefused extends APIError {
  /** The Message (Payload's answer carries its English; /api/admin/upload renders it in the caller's language). */
  readonly said: Message
  constructor(status: 400 | 413 | 415, message: Message) {
    super(message.en, status, undefined, true)
    this.said = message
    // Payload's own name for a bad upload, so payload.config's loggingLevels files it as a refusal (warn), not an error.
    this.name = 'FileUploadError'
  }
}

/** What a Payload refusal says: an UploadRefused's Message (from any copy of this module), else Payload's own English. */
export const refusalMessage = (err: { message: string }): Message | string => asMessage((err as { said?: unknown }).said) ?? err.message
