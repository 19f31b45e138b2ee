import type { Payload } from 'payload'

import { withoutControlChars } from '../../../platform/validation/fields'
import { GRIEVANCE_LIMITS, GRIEVANCE_MESSAGES } from '../rules/grievances'
import { defineMessages } from '../../../platform/i18n/messages'
import { z } from '../../../platform/validation/zod'
import { presentTimelineEntry, type TimelineEntry } from '../presenters/office'
import type { OfficeScope } from '@/platform/http/office'
import { rows, sql } from '../../../platform/db/sql'
import { addCaseEvent } from './events'
import { caseInScope } from './scope'
import { withPayloadTransaction } from '@/platform/db/transaction'

/**
 * POST /api/admin/grievances/{id}/replies {text, internal}: a
 * reply to the member (a 'reply' entry; src/features/grievances/hooks/reply.ts mails them
 * and stamps the reply dates) or an internal note (a 'note' entry nobody is told
 * of). A reply does not move a pending case to 'in-progress': as in CPGRAMS, the
 * status is the office's own decision (and its change mails the member by
 * itself, so a reply would otherwise mail twice).
 */

export const REPLY_MESSAGES = defineMessages('grievances.replies', {
  tooLong: {
    en: `A reply can be at most ${GRIEVANCE_LIMITS.reply} characters.`,
    hi: `उत्तर अधिकतम ${GRIEVANCE_LIMITS.reply} अक्षरों का हो सकता है।`,
  },
  body: {
    en: 'Please send the reply as JSON, e.g. {"text": "…", "internal": false}.',
    hi: 'कृपया उत्तर JSON में भेजें, जैसे {"text": "…", "internal": false}।',
  },
  internal: { en: 'Internal must be true or false.', hi: 'Internal का मान true या false होना चाहिए।' },
})

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v)

export const ReplyInput = z.object(
  {
    text: z.preprocess(
      trimmed,
      withoutControlChars(
        z
          .string({ error: GRIEVANCE_MESSAGES.replyRequired.token })
          .min(1, GRIEVANCE_MESSAGES.replyRequired.token)
          .max(GRIEVANCE_LIMITS.reply, REPLY_MESSAGES.tooLong.token),
      ),
    ),
    internal: z.boolean({ error: REPLY_MESSAGES.internal.token }).optional().default(false),
  },
  { error: GRIEVANCE_MESSAGES.replyRequired.token },
)
export type ReplyInput = z.output<typeof ReplyInput>

/**
 * The new entry (`created`), or — when the case's latest entry is this very
 * reply by the same person (a double click, a retried request) — that entry
 * again, so the member gets one mail. The case row is locked for the check, so
 * two copies sent at once cannot both pass it.
 */
export async function addReply(
  payload: Payload,
  office: OfficeScope,
  rawId: string | undefined,
  input: ReplyInput,
): Promise<{ entry: TimelineEntry; created: boolean }> {
  const { id } = await caseInScope(payload, office, rawId)
  const kind = input.internal ? 'note' : 'reply'
  return withPayloadTransaction(payload, async (req, tx) => {
    await rows(tx, sql`SELECT id FROM grievances WHERE id = ${id} FOR UPDATE`)
    const { docs } = await payload.find({
      collection: 'grievance-events',
      where: { grievance: { equals: id } },
      sort: ['-createdAt', '-id'],
      limit: 1,
      depth: 1,
      populate: { users: { name: true } },
      overrideAccess: true,
      req,
    })
    const last = docs[0]
    const actorId = last && (typeof last.actor === 'object' && last.actor ? last.actor.id : last.actor)
    if (last && last.kind === kind && actorId === office.user.id && last.text === input.text)
      return { entry: presentTimelineEntry(last), created: false }
    const event = await addCaseEvent(req, id, { kind, actor: office.user.id, text: input.text })
    return { entry: { ...presentTimelineEntry(event), actor: { id: office.user.id, name: office.user.name } }, created: true }
  })
}
