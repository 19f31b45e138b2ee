import fs from 'node:fs/promises'
import path from 'node:path'

import { createLocalReq, type Payload } from 'payload'

import { roleOf } from '../../../platform/access/roles'
import { FILE_KINDS, sniffFileKind } from '../../../platform/uploads/file-types'
import { GRIEVANCE_MESSAGES, isCaseNumber } from '../rules/grievances'
import { getPayloadClient } from '../../../platform/payload/client'
import type { Grievance } from '../../../payload-types'
import { coordinatorDistricts } from '@/platform/http/office'
import type { AuthUser } from '../../../platform/http/guards'
import { HttpError } from '../../../platform/http/route'
import { caseVisibleTo } from './scope'

/**
 * GET /api/grievances/{caseNumber}/attachments/{attachmentId}: one file of a
 * case, to the member who filed it, admins, and the coordinator of the case's
 * district when the case is not sensitive. Everyone else hears 404, the same
 * as for a file that does not exist, so nobody learns which cases have files.
 */

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null

/** Whether `user` may open the files of `grievance` (the case's own access rule, see scope.ts). */
export function mayOpenFiles(user: AuthUser | null, grievance: Pick<Grievance, 'user' | 'district' | 'sensitive'>): boolean {
  if (!user) return false
  if (idOf(grievance.user) === user.id) return true
  const role = roleOf(user)
  if (role === 'admin') return true
  if (role === 'coordinator') return caseVisibleTo({ user, role, districts: coordinatorDistricts(user) }, grievance)
  return false
}

export type AttachmentFile = { bytes: Buffer; mimeType: string; filename: string }

const notFound = () => new HttpError(404, GRIEVANCE_MESSAGES.notFound)

/**
 * The stored bytes, wherever they live. With S3 configured the storage adapter's
 * own handler (it is in the collection's `handlers`, after ours) reads the
 * object: the same code Payload's file route would run, so the key layout and
 * credentials stay the adapter's business. On local disk no handler answers
 * with the file (ours only says 404 for a missing one) and we read the
 * collection's staticDir. Payload's own route never gets here: the collection's
 * read access is `nobody`, and this is called only after mayOpenFiles.
 */
async function storedBytes(payload: Payload, filename: string, doc: Record<string, unknown>): Promise<Buffer | null> {
  const upload = payload.collections['grievance-attachments'].config.upload
  const req = await createLocalReq({}, payload)
  for (const handler of upload.handlers ?? []) {
    const res = await handler(req, { doc: doc as never, headers: new Headers(), params: { collection: 'grievance-attachments', filename } })
    if (!(res instanceof Response)) continue
    if (!res.ok) return null
    return Buffer.from(await res.arrayBuffer())
  }
  const dir = path.resolve(upload.staticDir ?? '')
  const file = path.resolve(dir, filename)
  if (!file.startsWith(dir + path.sep)) return null
  return fs.readFile(file).catch(() => null)
}

export async function attachmentFile(user: AuthUser | null, caseNumber: string, rawAttachmentId: string): Promise<AttachmentFile> {
  if (!user || !isCaseNumber(caseNumber) || !/^[1-9]\d{0,9}$/.test(rawAttachmentId)) throw notFound()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'grievances',
    where: { caseNumber: { equals: caseNumber } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const grievance = docs[0]
  if (!grievance || !mayOpenFiles(user, grievance)) throw notFound()
  const attachmentId = Number(rawAttachmentId)
  // Only a file of this very case: an id of another case's file is not found here.
  if (!(grievance.attachments ?? []).some((a) => idOf(a) === attachmentId)) throw notFound()
  const attachment = await payload.findByID({
    collection: 'grievance-attachments',
    id: attachmentId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!attachment?.filename) throw notFound()
  const bytes = await storedBytes(payload, attachment.filename, attachment as unknown as Record<string, unknown>)
  if (!bytes) throw notFound()
  // The type of what is served is the content's own (checked when stored), never a name's.
  const kind = sniffFileKind(bytes)
  if (!kind) throw notFound()
  return { bytes, mimeType: FILE_KINDS[kind].mimeType, filename: attachment.filename }
}
