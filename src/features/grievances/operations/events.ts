import type { PayloadRequest } from 'payload'

import { isInternalEvent, type GrievanceEventKind } from '../rules/grievances'
import { now } from '../../../platform/clock'

export type CaseEvent = {
  kind: GrievanceEventKind
  actor?: number | null
  text?: string | null
  from?: string | null
  to?: string | null
  /** When it happened, if not now (the 'filed' entry takes the case's own time). */
  at?: Date
}

/**
 * Adds an entry to a case's timeline in the caller's transaction (`req`). Whether
 * the member sees it follows from its kind alone (notes and assignments never),
 * so no caller can leak an internal entry by a wrong flag. The time is the app's
 * clock (src/platform/clock.ts), so tests can walk the deadlines day by day.
 */
export async function addCaseEvent(req: PayloadRequest, grievanceId: number, event: CaseEvent) {
  return req.payload.create({
    collection: 'grievance-events',
    data: {
      grievance: grievanceId,
      kind: event.kind,
      internal: isInternalEvent(event.kind),
      actor: event.actor ?? null,
      text: event.text ?? null,
      from: event.from ?? null,
      to: event.to ?? null,
      createdAt: (event.at ?? now()).toISOString(),
    },
    overrideAccess: true,
    req,
  })
}
