import type { Payload } from 'payload'

import { FILE_KINDS, type FileKind } from '../../../platform/uploads/file-types'
import { checkChosenFiles, FILING_BODY_MAX_BYTES, FILING_FIELDS, FILING_MESSAGES } from '../rules/filing'
import { GRIEVANCE_MESSAGES } from '../rules/grievances'
import { log } from '../../../platform/log'
import { isPayloadRefusal, isValidationError } from '../../../platform/payload/errors'
import { HttpError, readBytes, readJson } from '../../../platform/http/route'
import { checkFile } from '../../../platform/uploads/inspect-upload'
import { generateNameContext } from '../../../platform/uploads/upload-hook'
import { refusalMessage } from '../../../platform/uploads/refused'

/**
 * The files a member attaches to a grievance: read from the filing's
 * multipart body, checked by content before anything is stored, stored through
 * the Local API (so Payload writes local disk or S3 alike and the collection's
 * own hook cleans each file), and removed again when the case they belong to
 * cannot be filed.
 */

export type FilingRequest = { fields: Record<string, unknown>; files: File[] }

const isMultipart = (contentType: string) => /^multipart\/form-data\s*;/i.test(contentType)

/**
 * The filing as JSON (the spec's call: no files) or as multipart/form-data
 * (the form with attachments). Anything else is 415, as readJson says; a
 * multipart body past every file at its largest is 413 before it is all read.
 */
export async function readFiling(request: Request): Promise<FilingRequest> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!isMultipart(contentType)) return { fields: (await readJson(request)) as Record<string, unknown>, files: [] }
  // A body cut off mid-way (the connection dropped) is bad input, not a server error.
  const body = await readBytes(request, FILING_BODY_MAX_BYTES).catch(() => undefined)
  if (body === undefined) throw new HttpError(400, FILING_MESSAGES.notMultipart)
  if (body === null) throw new HttpError(413, GRIEVANCE_MESSAGES.fileTooLarge)
  let form: FormData
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw new HttpError(400, FILING_MESSAGES.notMultipart)
  }
  const text = (name: string) => {
    const value = form.get(name)
    // A file sent where text belongs reads as a wrong value, for the schema to name.
    return value === null ? undefined : typeof value === 'string' ? value : 0
  }
  const attached = form.getAll(FILING_FIELDS.attachments)
  if (attached.some((f) => typeof f === 'string' && f !== '')) throw new HttpError(400, FILING_MESSAGES.notMultipart)
  // An empty file part is what a browser sends for a file input left empty.
  const files = attached.filter((f): f is File => typeof f !== 'string' && f.size > 0)
  return {
    fields: { subject: text(FILING_FIELDS.subject), description: text(FILING_FIELDS.description), category: text(FILING_FIELDS.category) },
    files,
  }
}

export type CheckedFile = { bytes: Buffer; kind: FileKind }

/** Every file checked (count, size, type by content, a PDF's scripts) before any is stored: a refusal stores nothing. */
export async function checkAttachments(files: readonly File[]): Promise<CheckedFile[]> {
  const early = checkChosenFiles(files)
  if (early) throw new HttpError(early.status, early.message)
  const checked: CheckedFile[] = []
  for (const file of files) {
    const bytes = Buffer.from(await file.arrayBuffer())
    const verdict = checkFile('grievance-attachments', bytes)
    if (!verdict.ok) throw new HttpError(verdict.status, verdict.status === 413 ? GRIEVANCE_MESSAGES.fileTooLarge : verdict.message)
    checked.push({ bytes, kind: verdict.kind })
  }
  return checked
}

/**
 * Stores the checked files for `ownerId` and gives their ids. Should one still be
 * refused (the collection's hook also refuses a PDF with scripts), the ones
 * already stored are removed, so a refusal leaves no file behind.
 */
export async function storeAttachments(payload: Payload, ownerId: number, files: readonly CheckedFile[]): Promise<number[]> {
  const ids: number[] = []
  try {
    for (const { bytes, kind } of files) {
      const doc = await payload.create({
        collection: 'grievance-attachments',
        data: { owner: ownerId },
        file: { data: bytes, mimetype: FILE_KINDS[kind].mimeType, name: `attachment.${FILE_KINDS[kind].ext}`, size: bytes.length },
        context: generateNameContext(),
        overrideAccess: true,
      })
      ids.push(doc.id)
    }
    return ids
  } catch (err) {
    await removeAttachments(payload, ids)
    if (isValidationError(err)) throw new HttpError(415, GRIEVANCE_MESSAGES.wrongFileType)
    if (isPayloadRefusal(err)) throw new HttpError(err.status, refusalMessage(err))
    throw err
  }
}

/** Deletes the attachments and (through Payload, on disk or in S3) their files; one failure does not stop the rest. */
export async function removeAttachments(
  payload: Payload,
  ids: readonly number[],
  req?: Parameters<Payload['delete']>[0]['req'],
): Promise<void> {
  for (const id of ids) {
    await payload.delete({ collection: 'grievance-attachments', id, overrideAccess: true, req }).catch((err: unknown) => {
      log.error({ attachmentId: id, error: err instanceof Error ? err.message : String(err) }, 'grievance attachment not removed')
    })
  }
}
