import type { CollectionAfterChangeHook } from 'payload'

import { memberLanguage, memberReplyMail } from '../mail/member-updates'
import { queueMail } from '../../../platform/mail/outbox'
import { mailContext } from '../../../platform/mail/send'
import type { GrievanceEvent } from '../../../payload-types'
import { executorOf } from '@/platform/db/transaction'

/**
 * An office reply on a case's timeline, however it was written (the desk's
 * POST …/replies, a script, a test): the member is mailed the reply in the
 * language they filed in, once (the outbox dedupes on the entry's id), and the
 * case records its first and latest reply (the escalation job counts from
 * them). Internal notes are another kind ('note') and never come here.
 */
export const mailReply: CollectionAfterChangeHook<GrievanceEvent> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.kind !== 'reply') return doc
  const grievanceId = typeof doc.grievance === 'object' ? doc.grievance.id : doc.grievance
  const g = await req.payload.findByID({ collection: 'grievances', id: grievanceId, depth: 0, overrideAccess: true, req })
  await req.payload.update({
    collection: 'grievances',
    id: g.id,
    data: { lastReplyAt: doc.createdAt, ...(g.firstReplyAt ? {} : { firstReplyAt: doc.createdAt }) },
    depth: 0,
    overrideAccess: true,
    req,
  })
  const userId = typeof g.user === 'object' && g.user ? g.user.id : g.user
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
    const message = memberReplyMail(
      member.name,
      { caseNumber: String(g.caseNumber), subject: g.subject },
      doc.text ?? '',
      mailContext(memberLanguage(member, g.lang)),
    )
    await queueMail(await executorOf(req), {
      to: member.email,
      kind: 'grievance-reply',
      userId: member.id,
      message,
      dedupeKey: `grievance-event:${doc.id}`,
    })
  }
  return doc
}
