import type { Payload } from 'payload'

import { canRate, GRIEVANCE_MESSAGES } from '../rules/grievances'
import type { RatingInput } from '../rules/follow'
import type { Locale } from '../../../platform/i18n/locales'
import { now } from '../../../platform/clock'
import { HttpError } from '../../../platform/http/route'
import { lockedCase } from './case-lock'
import { addCaseEvent } from './events'
import { caseDetail, ownCase } from './member-cases'
import { withPayloadTransaction } from '@/platform/db/transaction'

/**
 * POST /api/grievances/{caseNumber}/rating: the member rates the answer to their
 * resolved case, once. The rating and its 'rated' entry commit together; the
 * entry keeps the rating even if the case is later reopened (which clears it).
 */
export async function rateOwnCase(payload: Payload, userId: number, rawNumber: string | undefined, input: RatingInput, lang: Locale) {
  const found = await ownCase(payload, userId, rawNumber)
  const rated = await withPayloadTransaction(payload, async (req, tx) => {
    const g = await lockedCase(req, tx, found.id)
    if (g.status !== 'resolved') throw new HttpError(409, GRIEVANCE_MESSAGES.rateOpen)
    if (!canRate(g)) throw new HttpError(409, GRIEVANCE_MESSAGES.ratedAlready)
    const comment = input.comment ? input.comment : null
    const updated = await payload.update({
      collection: 'grievances',
      id: g.id,
      data: { rating: input.rating, ratingComment: comment, ratedAt: now().toISOString() },
      depth: 0,
      overrideAccess: true,
      req,
      context: { caseAction: 'rate' },
    })
    await addCaseEvent(req, g.id, { kind: 'rated', actor: userId, to: String(input.rating), text: comment })
    return updated
  })
  return caseDetail(payload, rated, lang)
}
