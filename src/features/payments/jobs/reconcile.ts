import type { TaskConfig } from 'payload'

import { reconcile } from '../operations/reconcile'
import { refundDuplicates } from '../operations/refunds'

/**
 * Every 5 minutes: payments whose callback and webhook were both lost
 * (src/features/payments/operations/reconcile.ts), then refunds of captures that arrived for a
 * year already paid (src/features/payments/operations/refunds.ts; idempotent, one key per duplicate).
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
