import type { Payload } from 'payload'

import { canReopen, dueDateOf, GRIEVANCE_MESSAGES, levelAbove } from '../rules/grievances'
import type { ReopenInput } from '../rules/follow'
import type { Locale } from '../../../platform/i18n/locales'
import { now } from '../../../platform/clock'
import { getGrievanceSettings } from '../settings/read'
import { HttpError } from '../../../platform/http/route'
import { lockedCase } from './case-lock'
import { addCaseEvent } from './events'
import { caseDetail, ownCase } from './member-cases'
import { notifyOffice } from './notify-office'
import { withPayloadTransaction } from '@/platform/db/transaction'

/**
 * POST /api/grievances/{caseNumber}/reopen: the member is not satisfied with the
 * answer and appeals, within `reopenDays` of the resolution. The case goes one
 * level up (district → state; the state office stays), is pending again with a
 * new due date, loses its rating (the 'rated' entry keeps it), and the state
 * office is mailed. All in one transaction: reopened and told, or neither.
 */
export async function reopenOwnCase(payload: Payload, userId: number, rawNumber: string | undefined, input: ReopenInput, lang: Locale) {
  const found = await ownCase(payload, userId, rawNumber)
  const settings = await getGrievanceSettings(payload)
  const reopened = await withPayloadTransaction(payload, async (req, tx) => {
    const g = await lockedCase(req, tx, found.id)
    const at = now()
    if (g.status !== 'resolved') throw new HttpError(409, GRIEVANCE_MESSAGES.reopenOpen)
    if (!canReopen(g, at, settings)) throw new HttpError(409, GRIEVANCE_MESSAGES.reopenTooLate)
    const from = g.level ?? 'district'
    const to = levelAbove(from)
    const reopenCount = (g.reopenCount ?? 0) + 1
    const updated = await payload.update({
      collection: 'grievances',
      id: g.id,
      data: {
        status: 'pending',
        level: to,
        reopenedAt: at.toISOString(),
        reopenCount,
        dueAt: dueDateOf(at, settings).toISOString(),
        rating: null,
        ratingComment: null,
        ratedAt: null,
      },
      depth: 0,
      overrideAccess: true,
      req,
      // The desk's status hook sees this and leaves the 'status' entry and the member's mail to us (there are none: the member did it).
      context: { caseAction: 'reopen' },
    })
    await addCaseEvent(req, g.id, { kind: 'reopened', actor: userId, text: input.reason })
    await addCaseEvent(req, g.id, { kind: 'escalated', actor: null, from, to, text: 'reopened' })
    await notifyOffice(tx, payload, updated, 'state', 'reopened', `reopened:${reopenCount}`, {}, req)
    return updated
  })
  return caseDetail(payload, reopened, lang)
}
