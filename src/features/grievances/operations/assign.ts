import type { Payload } from 'payload'

import { GRIEVANCE_MESSAGES } from '../rules/grievances'
import { defineMessages } from '../../../platform/i18n/messages'
import { z } from '../../../platform/validation/zod'
import { now } from '../../../platform/clock'
import { assigneeMail } from '../mail/member-updates'
import { queueMail } from '../../../platform/mail/outbox'
import { mailContext } from '../../../platform/mail/send'
import type { Grievance, User } from '../../../payload-types'
import { presentOfficeGrievance, type OfficeGrievance } from '../presenters/office'
import type { OfficeScope } from '@/platform/http/office'
import { HttpError } from '../../../platform/http/route'
import { rows, sql } from '../../../platform/db/sql'
import { addCaseEvent } from './events'
import { caseInScope, personMaySee } from './scope'
import { withPayloadTransaction } from '@/platform/db/transaction'

/**
 * PATCH /api/admin/grievances/{id}/assign {assigneeId}: who in
 * the office answers the case. Only an admin, or a coordinator of the case's
 * district on a case that is not sensitive; null unassigns. The change is an
 * internal 'assigned' entry, and the new assignee is mailed in their language
 * (deduped on the entry). Assigning the person already assigned changes nothing.
 */

export const ASSIGN_MESSAGES = defineMessages('grievances.assign', {
  body: {
    en: 'Please send the assignee as JSON, e.g. {"assigneeId": 12} or {"assigneeId": null}.',
    hi: 'कृपया ज़िम्मेदार व्यक्ति JSON में भेजें, जैसे {"assigneeId": 12} या {"assigneeId": null}।',
  },
})

export const AssignInput = z.object(
  { assigneeId: z.union([z.number().int().positive(), z.null()], { error: GRIEVANCE_MESSAGES.invalidAssignee.token }) },
  { error: GRIEVANCE_MESSAGES.invalidAssignee.token },
)

type Person = Pick<User, 'id' | 'name' | 'email' | 'role' | 'districts' | 'preferredLanguage'>

/** Whether `user` may be given this case: whether they may see it (scope.ts), as the assignee list (office-case.ts assigneesOf). */
export const mayAnswer = (user: Pick<User, 'role' | 'districts'> | null, grievance: Pick<Grievance, 'district' | 'sensitive'>): boolean =>
  personMaySee(user, grievance)

const idOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as { id: number }).id : ((value as number | null | undefined) ?? null)

export async function assignCase(
  payload: Payload,
  office: OfficeScope,
  rawId: string | undefined,
  assigneeId: number | null,
): Promise<OfficeGrievance> {
  const grievance = await caseInScope(payload, office, rawId)
  const assignee =
    assigneeId === null
      ? null
      : ((await payload.findByID({
          collection: 'users',
          id: assigneeId,
          depth: 0,
          disableErrors: true,
          overrideAccess: true,
        })) as Person | null)
  if (assigneeId !== null && !mayAnswer(assignee, grievance)) throw new HttpError(400, GRIEVANCE_MESSAGES.invalidAssignee)
  await withPayloadTransaction(payload, async (req, tx) => {
    const [locked] = await rows(tx, sql`SELECT assignee_id FROM grievances WHERE id = ${grievance.id} FOR UPDATE`)
    const current = locked?.assignee_id == null ? null : Number(locked.assignee_id)
    if (current === assigneeId) return
    const before =
      current === null
        ? null
        : await payload.findByID({
            collection: 'users',
            id: current,
            depth: 0,
            disableErrors: true,
            overrideAccess: true,
            req,
            select: { name: true },
          })
    const updated = await payload.update({
      collection: 'grievances',
      id: grievance.id,
      data: { assignee: assigneeId },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const event = await addCaseEvent(req, grievance.id, {
      kind: 'assigned',
      actor: office.user.id,
      from: before?.name ?? null,
      to: assignee?.name ?? null,
    })
    if (!assignee?.email) return
    const ctx = mailContext(assignee.preferredLanguage)
    const categoryId = idOf(updated.category)
    const category = categoryId
      ? await payload.findByID({
          collection: 'grievance-categories',
          id: categoryId,
          depth: 0,
          locale: ctx.lang,
          disableErrors: true,
          overrideAccess: true,
          req,
        })
      : null
    const facts = {
      grievanceId: updated.id,
      caseNumber: String(updated.caseNumber),
      category: category?.name ?? '-',
      district: updated.district ?? '',
      dueAt: updated.dueAt ?? null,
    }
    await queueMail(tx, {
      to: assignee.email,
      kind: 'grievance-assigned',
      userId: assignee.id,
      message: assigneeMail(assignee.name, facts, ctx),
      dedupeKey: `grievance-event:${event.id}`,
    })
  })
  const doc = await payload.findByID({
    collection: 'grievances',
    id: grievance.id,
    depth: 1,
    populate: { users: { name: true, email: true, phone: true }, 'grievance-categories': { key: true, name: true } },
    overrideAccess: true,
  })
  return presentOfficeGrievance(doc, now())
}
