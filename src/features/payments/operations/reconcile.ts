import type { Payload } from 'payload'

import { log } from '../../../platform/log'
import { creditPayment } from './credit'
import { rows, sql } from '../../../platform/db/sql'
import { getGateway } from './gateway'
import { SINGLE_LOCKS } from '@/platform/db/locks'
import { transaction } from '@/platform/db/transaction'

/**
 * Recovers payments whose browser callback and webhook were both lost: for
 * orders still open between 5 minutes (checkout may still be running) and 3
 * days (a failed payment can still be authorised late), ask the gateway for the
 * order's payments and credit the captured ones through the shared crediting
 * code. A transaction-level advisory lock lets only one instance run it at a time.
 * The job queue runs it every 5 minutes (src/features/payments/jobs/reconcile.ts); `npm run reconcile` runs it now.
 */

const BATCH = 200

export type ReconcileReport = { skipped: boolean; checked: number; credited: number; failed: number }

export async function reconcile(payload: Payload): Promise<ReconcileReport> {
  const gateway = await getGateway(payload)
  return transaction(payload, async (tx) => {
    const [lock] = await rows(tx, sql`SELECT pg_try_advisory_xact_lock(${SINGLE_LOCKS.reconcile}) AS got`)
    if (!lock?.got) return { skipped: true, checked: 0, credited: 0, failed: 0 }
    const open = await rows(
      tx,
      sql`SELECT provider_order_id FROM payments WHERE status IN ('created', 'authorized', 'failed')
        AND created_at < now() - interval '5 minutes' AND created_at > now() - interval '3 days'
        ORDER BY created_at LIMIT ${BATCH}`,
    )
    const report: ReconcileReport = { skipped: false, checked: 0, credited: 0, failed: 0 }
    for (const row of open) {
      const orderId = String(row.provider_order_id)
      report.checked += 1
      try {
        for (const p of await gateway.fetchOrderPayments(orderId)) {
          if (p.status !== 'captured') continue
          // Crediting runs in its own transaction (another connection); the lock above stays held meanwhile.
          const result = await creditPayment(payload, orderId, p)
          if (result.ok && result.credited) report.credited += 1
          if (result.ok) break
        }
      } catch (err) {
        // One unreachable order must not stop the rest; the next run tries it again.
        report.failed += 1
        log.error({ orderId, error: err instanceof Error ? err.message : String(err) }, 'reconcile order failed')
      }
    }
    if (report.checked) log.info(report, 'reconcile done')
    return report
  })
}
