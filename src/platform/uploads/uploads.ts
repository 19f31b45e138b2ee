import type { Payload } from 'payload'

import { UPLOAD_FOLDERS, type UploadFolder } from '@/platform/uploads/file-types'
import { isPayloadRefusal, isValidationError } from '@/platform/payload/errors'
import { HttpError } from '../http/route'
import { COLLECTION_OF } from './folders'
import { refusalMessage } from './refused'
import { generateNameContext } from './upload-hook'

/** The answer of POST /api/admin/upload. */
type StoredFile = { url: string; filename: string; folder: UploadFolder; mimeType: string; size: number }

/**
 * Stores one uploaded file in the folder's upload collection through the Local
 * API, so Payload writes it to local disk or S3 (same prefix either way) and
 * serves it at /cms-api/<slug>/file/<filename>. The collection's own hook
 * (upload-hook.ts) checks the content, names the file and strips photos'
 * metadata, as it does for /cms-api; its refusals reach the caller as they are.
 */
export async function storeUpload(payload: Payload, folder: UploadFolder, bytes: Buffer): Promise<StoredFile> {
  const doc = await payload
    // The type given here is a placeholder and the name is generated: the hook sets both from the content.
    .create({
      collection: COLLECTION_OF[folder],
      data: {},
      file: { data: bytes, mimetype: 'application/octet-stream', name: 'upload', size: bytes.length },
      context: generateNameContext(),
    })
    .catch((err: unknown) => {
      // Payload's own file checks agree with ours; should one still refuse a file, the caller hears why, not a 500.
      if (isValidationError(err)) throw new HttpError(415, UPLOAD_FOLDERS[folder].wrongType)
      if (isPayloadRefusal(err)) throw new HttpError(err.status, refusalMessage(err))
      throw err
    })
  if (!doc.url || !doc.filename || !doc.mimeType || doc.filesize == null)
    throw new Error(`upload to ${folder} stored without its file data`)
  // With S3 Payload appends `?prefix=<folder>`; the file is served by name alone, so the URL is the same with either storage.
  const url = doc.url.replace(/\?.*$/, '')
  return { url, filename: doc.filename, folder, mimeType: doc.mimeType, size: doc.filesize }
}
