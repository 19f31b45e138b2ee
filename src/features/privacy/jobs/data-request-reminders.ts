import type { TaskConfig } from 'payload'

import { now } from '../../../platform/clock'
import { sendDataRequestReminders } from '../operations/requests/reminders'

/**
 * The 90-day clock of the data requests (src/features/privacy/operations/requests/reminders.ts),
 * hourly on the runner: one UPDATE that finds nothing when nothing is due.
 * `now` in the input (ISO time) stands in for the clock, for a manual run.
 */
export const dataRequestRemindersTask: TaskConfig<{ input: { now?: string }; output: { sent: number } }> = {
  slug: 'dataRequestReminders',
  inputSchema: [{ name: 'now', type: 'text' }],
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 60_000 } },
  schedule: [{ cron: '0 0 * * * *', queue: 'privacy' }],
  handler: async ({ input, req }) => {
    const at = input?.now ? new Date(input.now) : now()
    if (Number.isNaN(at.getTime())) throw new Error('dataRequestReminders: input.now is not a time')
    return { output: await sendDataRequestReminders(req.payload, { at }) }
  },
}
