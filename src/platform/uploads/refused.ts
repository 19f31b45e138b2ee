import { APIError } from 'payload'

/**
 * A file refused with a 4xx and a message for the person uploading it. A
 * Payload APIError, so Payload's REST API (/cms-api, the /cms admin UI) answers
 * with that status and message; storeUpload turns it into the HttpError of
 * /api/admin/upload.
 */
export class UploadRefused extends APIError {
  constructor(status: 400 | 413 | 415, message: string) {
    super(message, status, undefined, true)
    // Payload's own name for a bad upload, so payload.config's loggingLevels files it as a refusal (warn), not an error.
    this.name = 'FileUploadError'
  }
}
