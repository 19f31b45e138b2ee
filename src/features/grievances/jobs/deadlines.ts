import type { TaskConfig } from 'payload'

import { now } from '../../../platform/clock'
import { runGrievanceDeadlines } from '../operations/escalate'

/**
 * The grievance desk's deadlines (src/features/grievances/operations/escalate.ts), every
 * 15 minutes on the runner: escalation of unanswered or overdue district cases,
 * and the admins' notice of overdue state cases. `now` in the input (ISO time)
 * stands in for the clock, for tests and a manual run; otherwise src/platform/clock.ts.
 */
export const grievanceDeadlinesTask: TaskConfig<{
  input: { now?: string }
  output: { escalated: number; overdueNotices: number }
}> = {
  slug: 'grievanceDeadlines',
  inputSchema: [{ name: 'now', type: 'text' }],
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 60_000 } },
  schedule: [{ cron: '0 */15 * * * *', queue: 'grievances' }],
  handler: async ({ input, req }) => {
    const at = input?.now ? new Date(input.now) : now()
    if (Number.isNaN(at.getTime())) throw new Error('grievanceDeadlines: input.now is not a time')
    return { output: await runGrievanceDeadlines(req.payload, { at }) }
  },
}
