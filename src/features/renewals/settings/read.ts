import type { Payload } from 'payload'

import { DEFAULT_GRACE_DATE, DEFAULT_REMINDER_STEPS, isMonthDay } from '../rules/renewal'

export type RenewalSettings = { graceDate: string; reminderSteps: string[] }

/** The renewal settings office staff keep in the CMS, with the defaults where nothing valid is stored. */
export async function getRenewalSettings(payload: Payload): Promise<RenewalSettings> {
  const stored = await payload.findGlobal({ slug: 'renewal-settings', depth: 0, overrideAccess: true })
  const steps = (stored.reminderSteps ?? []).map((s) => s.day).filter(isMonthDay)
  return {
    graceDate: isMonthDay(stored.graceDate) ? stored.graceDate : DEFAULT_GRACE_DATE,
    reminderSteps: stored.reminderSteps == null ? [...DEFAULT_REMINDER_STEPS] : [...new Set(steps)].sort(),
  }
}
