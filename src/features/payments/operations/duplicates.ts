import type { GatewayPayment } from '../rules/payments'
import { log } from '../../../platform/log'
import { rows, sql, type Executor } from '../../../platform/db/sql'

/**
 * A captured payment for a membership year that was already paid (a second
 * order's payment, or a second payment on a paid order). Written in the
 * crediting transaction, so it cannot be lost between the capture and the
 * refund; the refund itself runs later (refunds.ts), by job.
 */
export type DuplicateReason = 'second-payment-on-order' | 'year-already-paid'

export async function recordDuplicate(
  db: Executor,
  stored: { orderId: string; userId: number; membershipYear: string },
  gp: GatewayPayment,
  reason: DuplicateReason,
): Promise<void> {
  // Unique on the payment id: a redelivered webhook or a second verify records it once.
  const inserted = await rows(
    db,
    sql`INSERT INTO payment_duplicates (provider_payment_id, provider_order_id, user_id, membership_year, amount, currency, reason)
      VALUES (${gp.id}, ${stored.orderId}, ${stored.userId}, ${stored.membershipYear}, ${gp.amount}, ${gp.currency}, ${reason})
      ON CONFLICT (provider_payment_id) DO NOTHING RETURNING id`,
  )
  if (inserted[0]) log.warn({ orderId: stored.orderId, paymentId: gp.id, reason }, 'duplicate payment recorded for refund')
}

export type DuplicateRow = {
  id: number
  paymentId: string
  orderId: string
  userId: number | null
  memberName: string | null
  memberEmail: string | null
  membershipYear: string
  amount: number
  currency: string
  reason: string
  status: 'to-refund' | 'refunded' | 'failed'
  refundId: string | null
  attempts: number
  lastError: string | null
  createdAt: string
  updatedAt: string
}

/** Every recorded duplicate, newest first: what admins see (GET /api/admin/payment-duplicates). */
export async function listDuplicates(db: Executor, limit = 200): Promise<DuplicateRow[]> {
  const found = await rows(
    db,
    sql`SELECT d.*, u.name AS member_name, u.email AS member_email FROM payment_duplicates d LEFT JOIN users u ON u.id = d.user_id
      ORDER BY d.created_at DESC, d.id DESC LIMIT ${limit}`,
  )
  return found.map((r) => ({
    id: Number(r.id),
    paymentId: String(r.provider_payment_id),
    orderId: String(r.provider_order_id),
    userId: r.user_id == null ? null : Number(r.user_id),
    memberName: (r.member_name as string | null) ?? null,
    memberEmail: (r.member_email as string | null) ?? null,
    membershipYear: String(r.membership_year),
    amount: Number(r.amount),
    currency: String(r.currency),
    reason: String(r.reason),
    status: r.status as DuplicateRow['status'],
    refundId: (r.refund_id as string | null) ?? null,
    attempts: Number(r.attempts),
    lastError: (r.last_error as string | null) ?? null,
    createdAt: new Date(r.created_at as string).toISOString(),
    updatedAt: new Date(r.updated_at as string).toISOString(),
  }))
}
