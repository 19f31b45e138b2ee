import {
  isUploadFolder,
  LARGEST_UPLOAD_MB,
  maxBytesOf,
  UPLOAD_FOLDERS,
  UPLOAD_MESSAGES,
  type UploadFolder,
} from '@/platform/uploads/file-types'
import { HttpError } from '../http/route'

/**
 * Reads the upload form (`multipart/form-data` with `file` and `folder`) without
 * ever holding more than the folder's size cap plus the multipart envelope: a
 * declared Content-Length above the cap is refused before the body is read, and
 * the body is counted as it arrives and dropped the moment it passes the cap.
 */

// Boundaries, part headers and the folder field around the file.
const ENVELOPE_BYTES = 64 * 1024
const MB = 1024 * 1024

const limitOf = (folder?: UploadFolder) => (folder ? maxBytesOf(folder) : LARGEST_UPLOAD_MB * MB) + ENVELOPE_BYTES
const tooLarge = (folder?: UploadFolder) =>
  new HttpError(413, UPLOAD_MESSAGES.tooLarge(folder ? UPLOAD_FOLDERS[folder].maxMB : LARGEST_UPLOAD_MB))

function boundaryOf(contentType: string): string | null {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return null
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType)
  return match ? (match[1] ?? match[2]) : null
}

/**
 * The folder when it is the form's first field (browsers send FormData fields in
 * the order they were appended), so the cap can tighten to that folder's before
 * the file arrives. Only the first part is looked at, so a file's content can
 * never pose as the field. When the folder comes after the file, the largest cap
 * applies while reading and the folder's own cap once the form is parsed.
 */
function leadingFolder(head: string, boundary: string): UploadFolder | undefined {
  const start = `--${boundary}\r\n`
  if (!head.startsWith(start)) return undefined
  const headersEnd = head.indexOf('\r\n\r\n', start.length)
  if (headersEnd < 0) return undefined
  const headers = head.slice(start.length, headersEnd)
  if (!/^content-disposition:\s*form-data;\s*name="?folder"?\s*$/i.test(headers)) return undefined
  const valueEnd = head.indexOf(`\r\n--${boundary}`, headersEnd + 4)
  if (valueEnd < 0) return undefined
  const value = head.slice(headersEnd + 4, valueEnd)
  return isUploadFolder(value) ? value : undefined
}

/** The body's bytes, refused with 413 as soon as they pass the cap. */
async function readCapped(request: Request, boundary: string): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  const reader = request.body?.getReader()
  if (!reader) throw new HttpError(400, UPLOAD_MESSAGES.noFile)
  const chunks: Uint8Array[] = []
  let size = 0
  let folder: UploadFolder | undefined
  let limit = limitOf()
  try {
    for (;;) {
      // Declared too large: read no more than the envelope, only to name the right limit.
      if (declared > limit && (folder || size >= ENVELOPE_BYTES)) throw tooLarge(folder)
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      size += value.byteLength
      if (!folder && size - value.byteLength < ENVELOPE_BYTES) {
        folder = leadingFolder(Buffer.concat(chunks).subarray(0, ENVELOPE_BYTES).toString('latin1'), boundary)
        if (folder) limit = limitOf(folder)
      }
      if (size > limit) throw tooLarge(folder)
    }
  } catch (err) {
    await reader.cancel().catch(() => {})
    // A body cut off mid-way (the connection dropped) is bad input, not a server error.
    throw err instanceof HttpError ? err : new HttpError(400, UPLOAD_MESSAGES.notMultipart)
  }
  return Buffer.concat(chunks)
}

type UploadForm = { folder: UploadFolder; file: File }

/** The validated form: 400 for a malformed body, a missing file or an unknown folder; 413 above the cap. */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  const contentType = request.headers.get('content-type') ?? ''
  const boundary = boundaryOf(contentType)
  if (!boundary) throw new HttpError(400, UPLOAD_MESSAGES.notMultipart)
  const body = await readCapped(request, boundary)
  let form: FormData
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw new HttpError(400, UPLOAD_MESSAGES.notMultipart)
  }
  const folder = form.get('folder')
  if (!isUploadFolder(folder)) throw new HttpError(400, UPLOAD_MESSAGES.folder)
  const files = form.getAll('file')
  if (files.length > 1) throw new HttpError(400, UPLOAD_MESSAGES.oneFile)
  const file = files[0]
  if (!(file instanceof File) || file.size === 0) throw new HttpError(400, UPLOAD_MESSAGES.noFile)
  if (file.size > maxBytesOf(folder)) throw tooLarge(folder)
  return { folder, file }
}
