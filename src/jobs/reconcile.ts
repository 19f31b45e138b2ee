import type { TaskConfig } from 'payload'

import { reconcile } from '../server/payments/reconcile'
import { refundDuplicates } from '../server/payments/refunds'

/**
 * Every 5 minutes: payments whose callback and webhook were both lost
 * (src/server/payments/reconcile.ts), then refunds of captures that arrived for a
 * year already paid (src/server/payments/refunds.ts; idempotent, one key per duplicate).
 */
export const reconcileTask: TaskConfig<{
  input: object
  output: { checked: number; credited: number; failed: number; refunded: number; refundsFailed: number }
}> = {
  slug: 'reconcilePayments',
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 30_000 } },
  schedule: [{ cron: '0 */5 * * * *', queue: 'reconcile' }],
  handler: async ({ req }) => {
    const { checked, credited, failed } = await reconcile(req.payload)
    const refunds = await refundDuplicates(req.payload)
    return { output: { checked, credited, failed, refunded: refunds.refunded, refundsFailed: refunds.failed } }
  },
}
