import type { Payload } from 'payload'

import { IMPORT_MESSAGES } from '@/features/office/rules/member-import'
import type { MemberImport } from '@/payload-types'
import { HttpError } from '../../../../platform/http/route'

/** GET /api/admin/members/import/{id}: where an import stands, for the page's progress bar. */

export type ImportProgress = Pick<
  MemberImport,
  | 'id'
  | 'fileName'
  | 'fileSha256'
  | 'status'
  | 'processed'
  | 'total'
  | 'created'
  | 'updated'
  | 'duesRecorded'
  | 'skipped'
  | 'failure'
  | 'createdAt'
  | 'committedAt'
> & {
  counts: {
    rows: number
    create: number
    update: number
    unchanged: number
    errors: number
    duplicates: number
    duesToRecord: number
    duesAlreadyPaid: number
  }
}

export async function importStatus(payload: Payload, id: number): Promise<ImportProgress> {
  const batch = await payload.findByID({
    collection: 'member-imports',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { csv: false, plan: false },
  })
  if (!batch) throw new HttpError(404, IMPORT_MESSAGES.batchNotFound)
  return {
    id: batch.id,
    fileName: batch.fileName,
    fileSha256: batch.fileSha256,
    status: batch.status,
    processed: batch.processed,
    total: batch.total,
    created: batch.created,
    updated: batch.updated,
    duesRecorded: batch.duesRecorded,
    skipped: batch.skipped,
    failure: batch.failure,
    createdAt: batch.createdAt,
    committedAt: batch.committedAt,
    counts: {
      rows: batch.rows,
      create: batch.toCreate,
      update: batch.toUpdate,
      unchanged: batch.unchanged,
      errors: batch.errorRows,
      duplicates: batch.duplicates,
      duesToRecord: batch.duesToRecord,
      duesAlreadyPaid: batch.duesAlreadyPaid,
    },
  }
}
