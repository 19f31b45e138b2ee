import type { Payload } from 'payload'

import { GrievanceInput } from '@/features/accounts/schemas'
import { CATEGORY_KEY_PATTERN } from '../rules/filing'
import { GRIEVANCE_MESSAGES } from '../rules/grievances'
import { parseInput } from '../../../platform/validation/validation'
import { log } from '../../../platform/log'
import { getPayloadClient } from '../../../platform/payload/client'
import { grievanceFiledMail } from '../mail/filed'
import { queueMail } from '../../../platform/mail/outbox'
import { mailContext } from '../../../platform/mail/send'
import type { AuthUser } from '../../../platform/http/guards'
import { HttpError } from '../../../platform/http/route'
import { checkAttachments, removeAttachments, storeAttachments, type FilingRequest } from './attachments'
import { withPayloadTransaction } from '@/platform/db/transaction'

export type FiledCase = { id: number; caseNumber: string }

/**
 * The active category of `key` (what the form sends), undefined when none was
 * chosen (the case hook then files it under 'other'); an unknown, retired or
 * malformed key is the member's mistake: 400.
 */
async function categoryOf(payload: Payload, key: unknown): Promise<{ id: number; sensitive: boolean } | undefined> {
  if (key === undefined || key === null || key === '') return undefined
  if (typeof key !== 'string' || !CATEGORY_KEY_PATTERN.test(key)) throw new HttpError(400, GRIEVANCE_MESSAGES.invalidCategory)
  const { docs } = await payload.find({
    collection: 'grievance-categories',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0] || docs[0].active === false) throw new HttpError(400, GRIEVANCE_MESSAGES.invalidCategory)
  return { id: docs[0].id, sensitive: docs[0].sensitive === true }
}

/**
 * POST /api/common/grievance: a new case for the caller, pending, with its
 * files. Everything is checked before anything is stored. The files are stored
 * first (a file cannot join a database transaction), then the case, the
 * member's confirmation and the office's notice commit together; if that
 * fails, the files are removed again, so no file is left without its case.
 * Owner and status come from here, never from the body.
 */
export async function fileCase(user: AuthUser, filing: FilingRequest, requestId?: string): Promise<FiledCase> {
  const { subject, description } = parseInput(GrievanceInput, filing.fields)
  const payload = await getPayloadClient()
  const category = await categoryOf(payload, filing.fields.category)
  const files = await checkAttachments(filing.files)
  const attachments = await storeAttachments(payload, user.id, files)
  try {
    const filed = await withPayloadTransaction(payload, async (req, tx) => {
      const doc = await payload.create({
        collection: 'grievances',
        overrideAccess: true,
        req,
        data: {
          user: user.id,
          subject,
          description,
          status: 'pending',
          category: category?.id,
          attachments,
        },
      })
      const caseNumber = String(doc.caseNumber)
      const ctx = mailContext(doc.lang)
      await queueMail(tx, {
        to: user.email,
        kind: 'grievance-filed-member',
        userId: user.id,
        message: grievanceFiledMail(user.name ?? '', { caseNumber, subject, dueAt: String(doc.dueAt) }, ctx),
        dedupeKey: `grievance:${doc.id}:filed-member`,
      })
      return { id: doc.id, caseNumber }
    })
    log.info(
      {
        requestId,
        userId: user.id,
        grievanceId: filed.id,
        caseNumber: filed.caseNumber,
        attachments: attachments.length,
      },
      'grievance filed',
    )
    return filed
  } catch (err) {
    await removeAttachments(payload, attachments)
    throw err
  }
}
