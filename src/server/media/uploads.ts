import { ValidationError, type Payload } from 'payload'

import { checkUpload, FILE_KINDS, storedFileName, UPLOAD_FOLDERS, type UploadFolder } from '@/domain/file-types'
import { HttpError } from '../http'
import { COLLECTION_OF } from './folders'
import { withoutMetadata } from './images'

/** The answer of POST /api/admin/upload. */
type StoredFile = { url: string; filename: string; folder: UploadFolder; mimeType: string; size: number }

/**
 * Stores one uploaded file in the folder's upload collection through the Local
 * API, so Payload writes it to local disk or S3 (same prefix either way) and
 * serves it at /cms-api/<slug>/file/<filename>. The type comes from the content,
 * the name from the server, and photos lose their metadata first.
 */
export async function storeUpload(payload: Payload, folder: UploadFolder, bytes: Buffer): Promise<StoredFile> {
  const check = checkUpload(folder, bytes)
  if (!check.ok) throw new HttpError(check.status, check.message)
  const data = check.kind === 'pdf' ? bytes : await withoutMetadata(bytes, check.kind)
  const { mimeType } = FILE_KINDS[check.kind]
  const doc = await payload
    .create({ collection: COLLECTION_OF[folder], data: {}, file: { data, mimetype: mimeType, name: storedFileName(check.kind), size: data.length } })
    .catch((err: unknown) => {
      // Payload's own file checks agree with ours; should one still refuse a file, the caller hears why, not a 500.
      if (err instanceof ValidationError) throw new HttpError(415, UPLOAD_FOLDERS[folder].wrongType)
      throw err
    })
  if (!doc.url || !doc.filename) throw new Error(`upload to ${folder} stored without a URL`)
  // With S3 Payload appends `?prefix=<folder>`; the file is served by name alone, so the URL is the same with either storage.
  const url = doc.url.replace(/\?.*$/, '')
  return { url, filename: doc.filename, folder, mimeType: doc.mimeType ?? mimeType, size: doc.filesize ?? data.length }
}
