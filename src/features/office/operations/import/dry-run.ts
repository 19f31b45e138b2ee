import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@/features/office/rules/member-import'
import { drizzleOf, type Executor } from '../../../../platform/db/sql'
import { HttpError, readBytes } from '../../../../platform/http/route'
import { requestLocale } from '../../../../platform/http/request-language'
import type { Locale } from '../../../../platform/i18n/locales'
import type { OfficeScope } from '../../../../platform/http/office'
import { lookUpAccounts } from './lookup'
import { planCounts, planDigest, planImport, type ImportPlan } from './plan'
import { decodeCsv, readCsv } from './read-csv'

/**
 * POST /api/admin/members/import/dry-run: the roll is read, checked and
 * compared with the members on the site; nothing changes but one
 * member-imports row (the file, its digest, the counts) that the commit names.
 */

// Boundaries and part headers around the file.
const ENVELOPE_BYTES = 64 * 1024

/** The roll sent, and the sender's language (the request's), in which its dry run is reported. */
export type RollUpload = { fileName: string; bytes: Uint8Array; lang: Locale }

/** The `file` of a multipart form, within the byte limit (413 beyond, read no further); 400 for anything else. */
export async function readRollUpload(request: Request): Promise<RollUpload> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new HttpError(400, IMPORT_MESSAGES.noFile)
  const body = await readBytes(request, IMPORT_LIMITS.maxBytes + ENVELOPE_BYTES).catch(() => undefined)
  if (body === undefined) throw new HttpError(400, IMPORT_MESSAGES.noFile)
  if (body === null) throw new HttpError(413, IMPORT_MESSAGES.tooLarge)
  let file: FormDataEntryValue | null
  try {
    file = (await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData()).get('file')
  } catch {
    throw new HttpError(400, IMPORT_MESSAGES.noFile)
  }
  if (!(file instanceof File) || file.size === 0) throw new HttpError(400, IMPORT_MESSAGES.noFile)
  if (file.size > IMPORT_LIMITS.maxBytes) throw new HttpError(413, IMPORT_MESSAGES.tooLarge)
  return {
    fileName: file.name.slice(0, 255) || 'roll.csv',
    bytes: new Uint8Array(await file.arrayBuffer()),
    lang: requestLocale(request),
  }
}

/** The plan of a roll's text against the members as they are now. */
export async function planOf(db: Executor, text: string): Promise<ImportPlan> {
  const roll = readCsv(text)
  return planImport(roll, await lookUpAccounts(db, roll))
}

/** The stored import and its plan; `lang` is the language its report is read in (the plan's messages are tokens). */
export type DryRun = { id: number; status: string; fileName: string; fileSha256: string; plan: ImportPlan; lang: Locale }

export async function dryRunImport(payload: Payload, office: OfficeScope, upload: RollUpload): Promise<DryRun> {
  const text = decodeCsv(upload.bytes)
  const plan = await planOf(drizzleOf(payload), text)
  const counts = planCounts(plan)
  const fileSha256 = createHash('sha256').update(upload.bytes).digest('hex')
  const batch = await payload.create({
    collection: 'member-imports',
    overrideAccess: true,
    data: {
      fileName: upload.fileName,
      fileSha256,
      status: 'ready',
      createdBy: office.user.id,
      rows: counts.rows,
      toCreate: counts.create,
      toUpdate: counts.update,
      unchanged: counts.unchanged,
      errorRows: counts.errors,
      duplicates: counts.duplicates,
      duesToRecord: counts.duesToRecord,
      duesAlreadyPaid: counts.duesAlreadyPaid,
      total: 0,
      processed: 0,
      created: 0,
      updated: 0,
      duesRecorded: 0,
      skipped: 0,
      planDigest: planDigest(plan),
      csv: text,
    },
  })
  return { id: batch.id, status: batch.status, fileName: upload.fileName, fileSha256, plan, lang: upload.lang }
}
