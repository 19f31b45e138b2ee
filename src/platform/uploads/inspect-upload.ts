import { checkUpload, FILE_KINDS, storedFileName, UPLOAD_MESSAGES, type FileCheck, type FileKind, type UploadFolder } from './file-types'
import { withoutMetadata } from './images'
import { inspectPdf } from './pdf'
import { UploadRefused } from './refused'

/** What Payload stores in place of the file it was given (the shape of `req.file`). */
export type CleanFile = { data: Buffer; mimetype: string; name: string; size: number }

/**
 * A name our own server code chose (the seed's `tb-day-camp.jpg`), reduced to
 * safe characters, with the extension of the type the content really is.
 */
function keptName(given: string, kind: FileKind): string {
  const stem = (given.split(/[\\/]/).pop() ?? '')
    .split('.')[0]
    .replace(/[^\w-]/g, '')
    .slice(0, 100)
  return stem ? `${stem}.${FILE_KINDS[kind].ext}` : storedFileName(kind)
}

/**
 * Whether `bytes` may be stored in `folder`: its type by content and its size (checkUpload), and a PDF
 * free of scripts (./pdf.ts). What every upload is judged by, and what the grievance filing checks
 * for all its files before it stores any (a news PDF or an attachment with JavaScript).
 */
export function checkFile(folder: UploadFolder, bytes: Buffer): FileCheck {
  const check = checkUpload(folder, bytes)
  if (!check.ok || check.kind !== 'pdf') return check
  const verdict = inspectPdf(bytes)
  if (verdict === 'active') return { ok: false, status: 415, message: UPLOAD_MESSAGES.pdfScripts }
  if (verdict === 'uncheckable') return { ok: false, status: 415, message: UPLOAD_MESSAGES.pdfUncheckable }
  return check
}

/**
 * The one gate every stored file passes (security.md 'Uploads'), whoever uploads
 * it: the type is what the bytes are (never the name or the declared type),
 * photos are re-encoded without EXIF/GPS, and a PDF is kept byte for byte once it
 * is whole and free of scripts. The name is new and random with the extension of
 * that type, unless `keepName` (the server's own code naming its file) is given.
 */
export async function cleanUpload(folder: UploadFolder, bytes: Buffer, keepName?: string): Promise<CleanFile> {
  const check = checkFile(folder, bytes)
  if (!check.ok) throw new UploadRefused(check.status, check.message)
  const data = check.kind === 'pdf' ? bytes : await withoutMetadata(bytes, check.kind)
  return {
    data,
    mimetype: FILE_KINDS[check.kind].mimeType,
    name: keepName === undefined ? storedFileName(check.kind) : keptName(keepName, check.kind),
    size: data.length,
  }
}
