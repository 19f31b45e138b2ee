import type { AttachmentFile } from '../operations/attachment-file'
import { STORED_FILE_HEADERS } from '../../../platform/http/security-headers'

/**
 * A grievance attachment as it leaves the server: always a download (never shown
 * inline, so a file cannot act as a page of the site), never cached by a browser
 * or proxy (it is a member's private evidence), with the stored files' sandbox.
 */
export function attachmentResponse(file: AttachmentFile): Response {
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      ...STORED_FILE_HEADERS,
      'Content-Type': file.mimeType,
      'Content-Length': String(file.bytes.length),
      // The stored name is generated (time, random hex, the content's extension): safe as it is.
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
}
