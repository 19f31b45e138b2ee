import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { now } from '../../../platform/clock'
import { memberLanguage, memberStatusMail } from '../mail/member-updates'
import { queueMail } from '../../../platform/mail/outbox'
import { mailContext } from '../../../platform/mail/send'
import type { Grievance } from '../../../payload-types'
import { addCaseEvent } from '../operations/events'
import { executorOf } from '@/platform/db/transaction'

/**
 * A case's status change, whoever makes it (the spec's PATCH …/status, the case
 * page, an admin in the CMS): the resolution date follows the status, the
 * timeline gets a 'status' entry (from, to, who), and the member is mailed in
 * their language through the outbox, deduped on the entry's id. A status set to
 * what it already was changes nothing, so a retried request mails no one twice.
 * The member's reopen (req.context.caseAction 'reopen') writes its own entry,
 * dates and mail, so these hooks stand aside for it.
 */

const isReopen = (req: PayloadRequest) => req.context?.caseAction === 'reopen'

/** Who changed it: the signed-in CMS user, else the office member our handlers name in `context.actorId`. */
const actorOf = (req: PayloadRequest): number | null =>
  req.user && typeof req.user.id === 'number' ? req.user.id : typeof req.context?.actorId === 'number' ? req.context.actorId : null

export const stampResolution: CollectionBeforeChangeHook<Grievance> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || isReopen(req) || data.status === undefined || data.status === originalDoc.status)
    return data
  // A resolution date given with the change (a test's history, an import) stands; otherwise it is now.
  const given = data.resolvedAt && data.resolvedAt !== originalDoc.resolvedAt ? data.resolvedAt : null
  return { ...data, resolvedAt: data.status === 'resolved' ? (given ?? now().toISOString()) : null }
}

export const recordStatusChange: CollectionAfterChangeHook<Grievance> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc || previousDoc.status === doc.status || isReopen(req)) return doc
  const event = await addCaseEvent(req, doc.id, { kind: 'status', actor: actorOf(req), from: previousDoc.status, to: doc.status })
  const userId = typeof doc.user === 'object' && doc.user ? doc.user.id : doc.user
  const member = userId
    ? await req.payload.findByID({
        collection: 'users',
        id: userId,
        depth: 0,
        disableErrors: true,
        overrideAccess: true,
        req,
        select: { name: true, email: true, preferredLanguage: true },
      })
    : null
  if (member?.email) {
    const message = memberStatusMail(
      member.name,
      { caseNumber: String(doc.caseNumber), subject: doc.subject },
      previousDoc.status,
      doc.status,
      mailContext(memberLanguage(member, doc.lang)),
    )
    await queueMail(await executorOf(req), {
      to: member.email,
      kind: 'grievance-status',
      userId: member.id,
      message,
      dedupeKey: `grievance-event:${event.id}`,
    })
  }
  return doc
}
