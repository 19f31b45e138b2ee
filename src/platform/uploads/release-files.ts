import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { log } from '../log'
import type { UploadSlug } from './folders'
import { isReferenced, relationId } from './references'

/**
 * A file that a news item or a gallery photo stops using (replaced, removed, or
 * its document deleted) leaves storage, whoever made the change: the admin
 * pages' /api/admin/* services, Payload's admin at /cms, its REST API or the
 * Local API. The upload document is deleted and Payload removes its file and
 * sizes from local disk or S3, unless another document or global still uses it.
 *
 * Everything runs with the hook's `req`, so inside the change's own transaction:
 * the reference count sees the change, and the upload document goes with it. A
 * nested Payload operation that fails rolls back that whole transaction, so a
 * failure here is not swallowed: the change fails with it rather than seem saved.
 */

/** Upload field name → the upload collection it points at. */
type FileFields = Record<string, UploadSlug>

type Released = { slug: UploadSlug; id: number }

// A bulk delete (/cms list view) runs each document's hooks in parallel on one
// request; releasing one after another lets a file shared by two of them be
// found already gone instead of deleted twice.
const queues = new WeakMap<PayloadRequest, Promise<unknown>>()

function oneAtATime(req: PayloadRequest, work: () => Promise<void>): Promise<void> {
  const run = (queues.get(req) ?? Promise.resolve()).catch(() => {}).then(work)
  queues.set(req, run)
  return run
}

async function release(req: PayloadRequest, files: Released[], owner: Record<string, unknown>): Promise<void> {
  const { payload } = req
  const fields = { ...owner, userId: req.user?.id }
  for (const file of files) {
    const where = { id: { equals: file.id } }
    try {
      const { totalDocs } = await payload.count({ collection: file.slug, where, overrideAccess: true, req })
      if (!totalDocs) continue // released already, by another document of the same bulk change
      if (await isReferenced(payload, file.slug, file.id, req)) {
        log.info({ ...fields, collection: file.slug, fileId: file.id }, 'file kept: still in use')
        continue
      }
      const doc = await payload.delete({ collection: file.slug, id: file.id, overrideAccess: true, req })
      log.info({ ...fields, collection: file.slug, fileId: file.id, filename: doc.filename }, 'file deleted')
    } catch (err) {
      log.error(
        { ...fields, collection: file.slug, fileId: file.id, error: err instanceof Error ? err.message : String(err) },
        'file delete failed',
      )
      throw err
    }
  }
}

/** The files `fields` of `before` point at that `after` no longer does (all of them when the document is gone). */
function droppedFiles(fields: FileFields, before: Record<string, unknown> | undefined, after?: Record<string, unknown>): Released[] {
  const dropped: Released[] = []
  for (const [field, slug] of Object.entries(fields)) {
    const old = relationId(before?.[field])
    if (old !== null && old !== relationId(after?.[field])) dropped.push({ slug, id: old })
  }
  return dropped
}

/** afterChange and afterDelete hooks that release the files of `fields` a document stops using. */
export function releaseFiles(
  owner: string,
  fields: FileFields,
): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } {
  return {
    afterChange: [
      async ({ doc, previousDoc, operation, req }) => {
        if (operation === 'update') {
          const files = droppedFiles(fields, previousDoc, doc)
          if (files.length) await oneAtATime(req, () => release(req, files, { [owner]: doc.id }))
        }
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, id, req }) => {
        const files = droppedFiles(fields, doc)
        if (files.length) await oneAtATime(req, () => release(req, files, { [owner]: id }))
        return doc
      },
    ],
  }
}
