import type { TaskConfig } from 'payload'

import { now } from '../../../platform/clock'
import { sendRenewalReminders } from '../operations/send-reminders'

/**
 * The renewal reminders (src/features/renewals/operations/send-reminders.ts), every 5
 * minutes on the runner: cheap when nothing is due (the settings, then one
 * query that finds nobody). `now` in the input (ISO time) stands in for the
 * clock, for tests and a manual run; otherwise src/platform/clock.ts.
 */
export const renewalRemindersTask: TaskConfig<{
  input: { now?: string }
  output: { year: string; step: string; sent: number; skipped: number }
}> = {
  slug: 'renewalReminders',
  inputSchema: [{ name: 'now', type: 'text' }],
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 60_000 } },
  schedule: [{ cron: '0 */5 * * * *', queue: 'renewals' }],
  handler: async ({ input, req }) => {
    const at = input?.now ? new Date(input.now) : now()
    if (Number.isNaN(at.getTime())) throw new Error('renewalReminders: input.now is not a time')
    const run = await sendRenewalReminders(req.payload, { at })
    return { output: { year: run.year ?? '', step: run.step ?? '', sent: run.sent, skipped: run.skipped } }
  },
}
