import type { TaskConfig } from 'payload'

import { now } from '../../../platform/clock'
import { sweepRetention, type RetentionSweep } from '../operations/retention'

/**
 * The retention periods (src/features/privacy/operations/retention.ts), daily at 02:30 UTC (08:00 in India) on
 * the runner, on the 'privacy' queue. `now` in the input (ISO time) stands in
 * for the clock, for a manual run.
 */
export const retentionSweepTask: TaskConfig<{ input: { now?: string }; output: RetentionSweep }> = {
  slug: 'retentionSweep',
  inputSchema: [{ name: 'now', type: 'text' }],
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 60_000 } },
  schedule: [{ cron: '0 30 2 * * *', queue: 'privacy' }],
  handler: async ({ input, req }) => {
    const at = input?.now ? new Date(input.now) : now()
    if (Number.isNaN(at.getTime())) throw new Error('retentionSweep: input.now is not a time')
    return { output: await sweepRetention(req.payload, { at }) }
  },
}
