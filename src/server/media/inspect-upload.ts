import { checkUpload, FILE_KINDS, storedFileName, UPLOAD_MESSAGES, type UploadFolder } from '../../domain/file-types'
import { withoutMetadata } from './images'
import { inspectPdf } from './pdf'
import { UploadRefused } from './refused'

/** What Payload stores in place of the file it was given (the shape of `req.file`). */
export type CleanFile = { data: Buffer; mimetype: string; name: string; size: number }

/**
 * The one gate every stored file passes (security.md 'Uploads'), whoever uploads
 * it: the type is what the bytes are (never the name or the declared type), the
 * name is new and random with the extension of that type, photos are re-encoded
 * without EXIF/GPS, and a PDF is kept byte for byte once it is whole and free of
 * scripts.
 */
export async function cleanUpload(folder: UploadFolder, bytes: Buffer): Promise<CleanFile> {
  const check = checkUpload(folder, bytes)
  if (!check.ok) throw new UploadRefused(check.status, check.message)
  if (check.kind === 'pdf') {
    const verdict = inspectPdf(bytes)
    if (verdict === 'active') throw new UploadRefused(415, UPLOAD_MESSAGES.pdfScripts)
    if (verdict === 'uncheckable') throw new UploadRefused(415, UPLOAD_MESSAGES.pdfUncheckable)
  }
  const data = check.kind === 'pdf' ? bytes : await withoutMetadata(bytes, check.kind)
  return { data, mimetype: FILE_KINDS[check.kind].mimeType, name: storedFileName(check.kind), size: data.length }
}
