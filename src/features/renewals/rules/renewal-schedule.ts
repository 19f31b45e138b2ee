import { indiaDay, membershipYear } from '@/features/membership/client'

/**
 * Which renewal reminder goes out when. Steps are days 'MM-DD' of
 * the membership year (the calendar year in India). A step is due once its day
 * has come. A member gets only the LATEST due step they have not had: one who
 * missed earlier steps (the job was down, they joined late, they turned
 * reminders back on) gets one mail, not a burst, and the earlier steps are
 * recorded for them as skipped.
 */
export type ReminderPlan = { year: string; today: string; latest: string; skipped: string[] } | null

export function reminderPlan(steps: readonly string[], at: Date): ReminderPlan {
  const year = membershipYear(at)
  const today = indiaDay(at)
  const due = [...new Set(steps)].filter((day) => `${year}-${day}` <= today).sort()
  if (!due.length) return null
  return { year, today, latest: due[due.length - 1], skipped: due.slice(0, -1) }
}

/** The year before `year` ('2027' → '2026'): a member paid then and unpaid now is due for renewal. */
export const previousYear = (year: string) => String(Number(year) - 1)
