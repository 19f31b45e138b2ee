import type { TaskConfig } from 'payload'

import { reconcile } from '../server/payments/reconcile'

/** Payments whose callback and webhook were both lost (src/server/payments/reconcile.ts), every 5 minutes. */
export const reconcileTask: TaskConfig<{
  input: object
  output: { checked: number; credited: number; failed: number }
}> = {
  slug: 'reconcilePayments',
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 30_000 } },
  schedule: [{ cron: '0 */5 * * * *', queue: 'reconcile' }],
  handler: async ({ req }) => {
    const { checked, credited, failed } = await reconcile(req.payload)
    return { output: { checked, credited, failed } }
  },
}
