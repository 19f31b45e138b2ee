import type { Payload } from 'payload'

import { log } from '@/lib/log'
import { HttpError } from '../http'
import type { UploadSlug } from './folders'
import { isReferenced } from './references'

/**
 * The upload document behind a file name from a request, or a 400 with the
 * field's message: only files uploaded to that collection can be attached.
 */
export async function findUpload(payload: Payload, slug: UploadSlug, filename: string, message: string): Promise<number> {
  const { docs } = await payload.find({ collection: slug, where: { filename: { equals: filename } }, limit: 1, depth: 0, overrideAccess: true })
  if (!docs[0]) throw new HttpError(400, message)
  return docs[0].id
}

export type FileRef = { slug: UploadSlug; id: number }

/** The id of an upload relation, whatever the depth it was read at. */
export const relationId = (value: number | { id: number } | null | undefined): number | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? value.id : value

/**
 * Deletes files no longer used: each upload document that nothing references any
 * more is deleted, and Payload removes its file (and sizes) from local disk or
 * S3. Runs after the change that released them has been saved; a failure here
 * leaves an unused file behind (logged), never a record pointing at a lost file.
 */
export async function releaseFiles(payload: Payload, files: FileRef[], context: Record<string, unknown>): Promise<void> {
  for (const file of files) {
    try {
      if (await isReferenced(payload, file.slug, file.id)) {
        log.info('file kept: still in use', { ...context, collection: file.slug, fileId: file.id })
        continue
      }
      const doc = await payload.delete({ collection: file.slug, id: file.id, overrideAccess: true })
      log.info('file deleted', { ...context, collection: file.slug, fileId: file.id, filename: doc.filename })
    } catch (err) {
      log.error('file delete failed', { ...context, collection: file.slug, fileId: file.id, error: err instanceof Error ? err.message : String(err) })
    }
  }
}
