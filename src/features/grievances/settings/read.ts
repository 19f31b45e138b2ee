import type { Payload, PayloadRequest } from 'payload'

import { DEFAULT_GRIEVANCE_TIMES, type GrievanceTimes } from '../rules/grievances'

export type GrievanceSettings = GrievanceTimes & { publishReport: boolean }

const positive = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback

/** The grievance desk's settings office staff keep in the CMS, with the defaults where nothing valid is stored. */
/** Pass `req` inside a transaction: the read then uses its connection instead of waiting for another from the pool. */
export async function getGrievanceSettings(payload: Payload, req?: PayloadRequest): Promise<GrievanceSettings> {
  const stored = await payload.findGlobal({ slug: 'grievance-settings', depth: 0, overrideAccess: true, ...(req ? { req } : {}) })
  return {
    answerDays: positive(stored.answerDays, DEFAULT_GRIEVANCE_TIMES.answerDays),
    noReplyDays: positive(stored.noReplyDays, DEFAULT_GRIEVANCE_TIMES.noReplyDays),
    reopenDays: positive(stored.reopenDays, DEFAULT_GRIEVANCE_TIMES.reopenDays),
    publishReport: stored.publishReport === true,
  }
}
