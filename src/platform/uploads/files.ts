import type { Payload } from 'payload'

import { HttpError, type Said } from '../http/route'
import type { UploadSlug } from './folders'

/**
 * The upload document behind a file name from a request, or a 400 with the
 * field's message: only files uploaded to that collection can be attached.
 */
export async function findUpload(payload: Payload, slug: UploadSlug, filename: string, message: Said): Promise<number> {
  const { docs } = await payload.find({
    collection: slug,
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw new HttpError(400, message)
  return docs[0].id
}
