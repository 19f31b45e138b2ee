import type { Payload, PayloadRequest } from 'payload'

import { DATA_REQUEST_MESSAGES, type DataRequestKind } from '../../rules/data-requests'
import { now } from '../../../../platform/clock'
import { dataRequestDecisionMail } from '../../mail/data-requests'
import { queueMail } from '../../../../platform/mail/outbox'
import { mailContext } from '../../../../platform/mail/send'
import type { AuthUser } from '../../../../platform/http/guards'
import { rows, sql } from '../../../../platform/db/sql'
import { HttpError, idParam } from '../../../../platform/http/route'
import { eraseMember } from '../erase'
import { withPayloadTransaction } from '@/platform/db/transaction'

export type Decision = { decision: 'approve' | 'reject'; note?: string }

/**
 * What an approved request does, inside the decision's transaction. Erasure:
 * the member is anonymised (src/features/privacy/operations/erase.ts), so the erasure and
 * its decision commit together. A correction is made by the admin in the member
 * file (/admin/members/{id}); the decision records it.
 */
export async function actOnApproval(
  payload: Payload,
  kind: DataRequestKind,
  memberId: number,
  by: { actorId: number; reason: string },
  req: PayloadRequest,
): Promise<void> {
  if (kind === 'erasure') await eraseMember(payload, memberId, by, req)
}

/**
 * POST /api/admin/data-requests/{id}/decision (admins): approves or rejects a
 * pending request and mails the member the decision (with the note). The row
 * is locked and must still be pending: deciding twice is a 409.
 */
export async function decideDataRequest(payload: Payload, admin: AuthUser, rawId: string | undefined, input: Decision) {
  const id = idParam(rawId, DATA_REQUEST_MESSAGES.notFound)
  return withPayloadTransaction(payload, async (req, tx) => {
    const [locked] = await rows(tx, sql`SELECT status FROM data_requests WHERE id = ${id} FOR UPDATE`)
    if (!locked) throw new HttpError(404, DATA_REQUEST_MESSAGES.notFound)
    if (locked.status !== 'pending') throw new HttpError(409, DATA_REQUEST_MESSAGES.alreadyDecided)
    const approved = input.decision === 'approve'
    const note = input.note ?? ''
    const doc = await payload.update({
      collection: 'data-requests',
      id,
      data: { status: approved ? 'approved' : 'rejected', decidedAt: now().toISOString(), decidedBy: admin.id, decisionNote: note || null },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const memberId = typeof doc.member === 'object' ? doc.member?.id : doc.member
    const member = memberId
      ? await payload.findByID({ collection: 'users', id: memberId, depth: 0, overrideAccess: true, req, disableErrors: true })
      : null
    if (approved && member)
      await actOnApproval(payload, doc.kind, member.id, { actorId: admin.id, reason: `Data request ${id}: ${note || doc.kind}` }, req)
    // After an approved erasure there is no address to write to (and keeping one would defeat it): no mail.
    const erased = approved && doc.kind === 'erasure'
    if (member && !erased) {
      const message = dataRequestDecisionMail(
        member.name,
        { kind: doc.kind, dueBy: doc.dueBy, approved, note },
        mailContext(member.preferredLanguage ?? doc.lang),
      )
      await queueMail(tx, {
        to: member.email,
        kind: 'data-request-decision',
        userId: member.id,
        message,
        dedupeKey: `data-request:${id}:decision`,
      })
    }
    return { id: doc.id, kind: doc.kind, status: doc.status, decidedAt: doc.decidedAt, decisionNote: doc.decisionNote ?? null }
  })
}
