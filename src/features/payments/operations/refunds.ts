import type { Payload } from 'payload'

import { log } from '../../../platform/log'
import { drizzleOf, rows, sql } from '../../../platform/db/sql'
import { getGateway } from './gateway'
import { GatewayError } from './gateway-types'

/** After this many failed attempts a duplicate is left 'failed' for an admin to refund by hand. */
export const MAX_REFUND_ATTEMPTS = 5

/** Razorpay's X-Refund-Idempotency key: fixed per duplicate, so every retry asks for the same refund. */
export const refundKey = (duplicateId: number, paymentId: string) => `upcho-dup-${duplicateId}-${paymentId}`

/**
 * Refunds every duplicate payment still 'to-refund' (payment_duplicates),
 * through the gateway's refund API. Meant to run as a job (any instance, any
 * number of times): each row is locked while it is refunded (SKIP LOCKED, so
 * two runners never take the same row), the refund carries the row's fixed
 * idempotency key (a retry after a lost answer gets the first refund back),
 * and a row leaves 'to-refund' only in the transaction that records the refund.
 */
export async function refundDuplicates(payload: Payload, { limit = 50 }: { limit?: number } = {}) {
  const db = drizzleOf(payload)
  const gateway = await getGateway(payload)
  const due = await rows(db, sql`SELECT id FROM payment_duplicates WHERE status = 'to-refund' ORDER BY id LIMIT ${limit}`)
  const result = { refunded: 0, failed: 0, skipped: 0 }
  for (const { id } of due) {
    try {
      const done = await db.transaction(async (tx) => {
        const [row] = await rows(
          tx,
          sql`SELECT * FROM payment_duplicates WHERE id = ${Number(id)} AND status = 'to-refund' FOR UPDATE SKIP LOCKED`,
        )
        if (!row) return false
        const paymentId = String(row.provider_payment_id)
        const refund = await gateway.refundPayment({
          paymentId,
          amount: Number(row.amount),
          idempotencyKey: refundKey(Number(row.id), paymentId),
          receipt: `dup-${row.id}`,
        })
        await tx.execute(sql`UPDATE payment_duplicates SET status = 'refunded', refund_id = ${refund.id}, attempts = attempts + 1,
          last_error = NULL, updated_at = now() WHERE id = ${Number(row.id)}`)
        log.info({ paymentId, refundId: refund.id }, 'duplicate payment refunded')
        return true
      })
      if (done) result.refunded += 1
      else result.skipped += 1
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      if (!(err instanceof GatewayError)) log.error({ duplicateId: id, error: message }, 'refund of a duplicate payment crashed')
      // Outside the rolled-back transaction: the error and the count stay for admins and the next run.
      await db.execute(sql`UPDATE payment_duplicates SET attempts = attempts + 1, last_error = ${message.slice(0, 500)},
        status = CASE WHEN attempts + 1 >= ${MAX_REFUND_ATTEMPTS} THEN 'failed' ELSE status END, updated_at = now()
        WHERE id = ${Number(id)} AND status = 'to-refund'`)
      log.warn({ duplicateId: id, error: message }, 'refund of a duplicate payment failed')
      result.failed += 1
    }
  }
  return result
}
