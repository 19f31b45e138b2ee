import type { CollectionAfterDeleteHook } from 'payload'

import { log } from '../../../platform/log'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null

/**
 * A deleted case (an admin in the CMS, or any other way) takes its attachments
 * with it: the documents and, through Payload, their files on disk or in S3.
 * A member's evidence must not outlive the case it was given for. Runs with the
 * hook's `req`, inside the delete's own transaction, so a failure here fails the
 * delete instead of leaving files nobody can reach or remove.
 */
export const removeCaseAttachments: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const ids = ((doc.attachments ?? []) as unknown[]).map(idOf).filter((id): id is number => id !== null)
  for (const id of ids) {
    const removed = await req.payload.delete({
      collection: 'grievance-attachments',
      where: { id: { equals: id } },
      overrideAccess: true,
      req,
    })
    for (const file of removed.docs)
      log.info(
        { grievanceId: doc.id, fileId: file.id, filename: file.filename, userId: req.user?.id },
        'grievance attachment deleted with its case',
      )
  }
  return doc
}
