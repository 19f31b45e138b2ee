import type { TaskConfig } from 'payload'

import { deliverDue } from './outbox'

/**
 * Sends what the outbox holds (src/platform/mail/outbox.ts). The outbox keeps its own
 * per-row attempts and backoff; the job only needs to run often, which the
 * runner's frequent cron and the after-commit kick (src/platform/jobs/run.ts) see to.
 */
export const deliverMailTask: TaskConfig<{
  input: object
  output: { sent: number; retrying: number; failed: number }
}> = {
  slug: 'deliverMail',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 5000 } },
  // Every few seconds on the runner, as a safety net: a kick after each commit usually comes first.
  schedule: [{ cron: '*/5 * * * * *', queue: 'mail' }],
  handler: async ({ req }) => ({ output: await deliverDue(req.payload) }),
}
