import type { Payload } from 'payload'

import { DATA_REQUEST_MESSAGES, dueByOf, type DataRequestKind } from '../../rules/data-requests'
import { now } from '../../../../platform/clock'
import { dataRequestOfficeMail, dataRequestReceiptMail } from '../../mail/data-requests'
import { queueMail } from '../../../../platform/mail/outbox'
import { mailContext } from '../../../../platform/mail/send'
import type { AuthUser } from '../../../../platform/http/guards'
import { sql } from '../../../../platform/db/sql'
import { HttpError } from '../../../../platform/http/route'
import { adminRecipients } from './admins'
import { withPayloadTransaction } from '@/platform/db/transaction'

export type DataRequestView = {
  id: number
  kind: string
  details: string | null
  status: string
  dueBy: string
  filedAt: string
  decidedAt: string | null
  decisionNote: string | null
}

type Doc = {
  id: number
  kind: string
  details?: string | null
  status: string
  dueBy: string
  createdAt: string
  decidedAt?: string | null
  decisionNote?: string | null
}
export const viewOf = (d: Doc): DataRequestView => ({
  id: d.id,
  kind: d.kind,
  details: d.details ?? null,
  status: d.status,
  dueBy: d.dueBy,
  filedAt: d.createdAt,
  decidedAt: d.decidedAt ?? null,
  decisionNote: d.decisionNote ?? null,
})

/**
 * POST /api/my-data/requests: files the member's request with its due date
 * (filed + 90 days), mails the member a receipt and every admin a notice, all
 * in one transaction. A second pending request of the same kind is a 409; the
 * member's row lock makes two simultaneous requests queue behind each other.
 */
export async function fileDataRequest(payload: Payload, member: AuthUser, input: { kind: DataRequestKind; details?: string }) {
  const filedAt = now()
  const dueBy = dueByOf(filedAt).toISOString()
  const lang = member.preferredLanguage === 'hi' ? 'hi' : 'en'
  return withPayloadTransaction(payload, async (req, tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${member.id} FOR UPDATE`)
    const pending = await payload.count({
      collection: 'data-requests',
      where: { member: { equals: member.id }, kind: { equals: input.kind }, status: { equals: 'pending' } },
      overrideAccess: true,
      req,
    })
    if (pending.totalDocs > 0) throw new HttpError(409, DATA_REQUEST_MESSAGES.alreadyPending)
    const doc = await payload.create({
      collection: 'data-requests',
      data: {
        member: member.id,
        kind: input.kind,
        details: input.details || null,
        status: 'pending',
        dueBy,
        lang,
        createdAt: filedAt.toISOString(),
      },
      overrideAccess: true,
      req,
    })
    const facts = { kind: input.kind, dueBy }
    await queueMail(tx, {
      to: member.email,
      kind: 'data-request-receipt',
      userId: member.id,
      message: dataRequestReceiptMail(member.name ?? '', facts, mailContext(lang)),
      dedupeKey: `data-request:${doc.id}:receipt`,
    })
    for (const admin of await adminRecipients(payload, req)) {
      const message = dataRequestOfficeMail(
        admin.name ?? '',
        { ...facts, member: `${member.name ?? ''} <${member.email}>` },
        mailContext(admin.preferredLanguage),
      )
      await queueMail(tx, {
        to: admin.email,
        kind: 'data-request-office',
        userId: admin.id,
        message,
        dedupeKey: `data-request:${doc.id}:office:${admin.id}`,
      })
    }
    return { id: doc.id, kind: doc.kind, status: doc.status, dueBy: doc.dueBy }
  })
}

/** GET /api/my-data/requests: the member's own requests, newest first. */
export async function ownDataRequests(payload: Payload, member: AuthUser): Promise<{ docs: DataRequestView[] }> {
  const { docs } = await payload.find({
    collection: 'data-requests',
    where: { member: { equals: member.id } },
    sort: ['-createdAt', '-id'],
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return { docs: docs.map((d) => viewOf(d as Doc)) }
}
