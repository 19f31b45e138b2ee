import type { Payload } from 'payload'

import { creditDecision, type CreditDecision, type GatewayPayment } from '../rules/payments'
import { log } from '../../../platform/log'
import { kickSoon } from '../../../platform/jobs/run'
import { queueMail } from '../../../platform/mail/outbox'
import { mailContext } from '../../../platform/mail/send'
import { membershipConfirmedMail } from '../mail/receipts'
import { drizzleOf, rows, sql, type Executor, type Row } from '../../../platform/db/sql'
import { recordDuplicate } from './duplicates'
import { giveReceipt, membershipOf, payMembership, type CreditedMembership } from './membership-credit'
import { transaction } from '@/platform/db/transaction'

/**
 * The one place a payment turns into a paid membership, shared by
 * verify-payment, the webhook and reconciliation. In one transaction: the
 * order's payment row is locked (FOR UPDATE), so concurrent callers for one
 * order run one after another; the payment is recorded (provider payment id is
 * unique); the membership moves pending → paid by a conditional upsert and the
 * payment gets its receipt number (membership-credit.ts, shared with the
 * office's offline payments). A second call for the same payment finds it
 * captured and changes nothing.
 */

export type StoredPayment = {
  id: number
  orderId: string
  paymentId: string | null
  userId: number
  membershipYear: string
  amount: number
  currency: string
  status: string
  receiptNumber: string | null
}

type CreditResult =
  | { ok: true; credited: boolean; payment: StoredPayment; membership: CreditedMembership | null }
  | { ok: false; reason: 'unknown-order' | Exclude<CreditDecision, { ok: true }>['reason'] }

const asPayment = (r: Row): StoredPayment => ({
  id: Number(r.id),
  orderId: String(r.provider_order_id),
  paymentId: (r.provider_payment_id as string | null) ?? null,
  userId: Number(r.user_id),
  membershipYear: String(r.membership_year),
  amount: Number(r.amount),
  currency: String(r.currency),
  status: String(r.status),
  receiptNumber: (r.receipt_number as string | null) ?? null,
})

/** The stored payment row of an order, or null. */
export async function findOrder(db: Executor, orderId: string, lock = false): Promise<StoredPayment | null> {
  const found = await rows(
    db,
    lock
      ? sql`SELECT * FROM payments WHERE provider_order_id = ${orderId} FOR UPDATE`
      : sql`SELECT * FROM payments WHERE provider_order_id = ${orderId}`,
  )
  return found[0] ? asPayment(found[0]) : null
}

async function markPayment(db: Executor, id: number, status: string, payment: GatewayPayment) {
  // Never downgrade a captured payment: events arrive out of order (a late payment.failed after the capture).
  await db.execute(sql`UPDATE payments SET status = ${status}, provider_data = ${JSON.stringify(payment)}, updated_at = now()
    WHERE id = ${id} AND status <> 'captured'`)
}

async function creditInTransaction(db: Executor, orderId: string, gp: GatewayPayment): Promise<CreditResult> {
  const stored = await findOrder(db, orderId, true)
  if (!stored) return { ok: false, reason: 'unknown-order' }
  if (stored.status === 'captured') {
    // A second capture on a paid order: recorded for refund (refunds.ts), never credited.
    if (stored.paymentId !== gp.id && gp.status === 'captured' && gp.order_id === orderId)
      await recordDuplicate(db, stored, gp, 'second-payment-on-order')
    return { ok: true, credited: false, payment: stored, membership: await membershipOf(db, stored.userId, stored.membershipYear) }
  }
  const decision = creditDecision(gp, { orderId: stored.orderId, amount: stored.amount })
  if (!decision.ok) {
    if (decision.reason === 'wrong-amount' || decision.reason === 'wrong-currency') await markPayment(db, stored.id, 'mismatch', gp)
    else if (decision.reason === 'not-captured' && ['authorized', 'failed', 'refunded'].includes(gp.status))
      await markPayment(db, stored.id, gp.status, gp)
    log.warn({ orderId, paymentId: gp.id, reason: decision.reason }, 'payment not credited')
    return decision
  }
  await db.execute(
    sql`UPDATE payments SET status = 'captured', provider_payment_id = ${gp.id}, provider_data = ${JSON.stringify(gp)}, updated_at = now() WHERE id = ${stored.id}`,
  )
  const year = stored.membershipYear
  const start = gp.created_at ? new Date(gp.created_at * 1000) : new Date()
  const paid = await payMembership(db, { userId: stored.userId, year, amount: stored.amount, start, paymentId: gp.id, orderId })
  if (!paid) {
    const current = await membershipOf(db, stored.userId, year)
    // The year was already paid (by another order, or by the office offline): this capture is a double charge, to refund.
    if (current?.status === 'paid') await recordDuplicate(db, stored, gp, 'year-already-paid')
    else log.warn({ orderId, paymentId: gp.id, status: current?.status }, 'payment captured for a membership that is not pending (revoked)')
  }
  // Only a payment that paid the year gets a receipt: a duplicate is refunded, not acknowledged.
  const receiptNumber = paid ? await giveReceipt(db, stored.id) : null
  const payment = { ...stored, status: 'captured', paymentId: gp.id, receiptNumber }
  return { ok: true, credited: Boolean(paid), payment, membership: paid ?? (await membershipOf(db, stored.userId, year)) }
}
/**
 * Credits `payment` (as the gateway or a signed webhook reported it) to the
 * stored order `orderId`. The confirmation mail is queued in the crediting
 * transaction, only by the call that made the membership paid: it commits with
 * the credit or not at all, and goes out by job after the commit. Given `tx`,
 * everything runs inside the caller's transaction (the webhook claims its event
 * in the same one) and the caller kicks delivery after its commit.
 */
export async function creditPayment(payload: Payload, orderId: string, payment: GatewayPayment, tx?: Executor): Promise<CreditResult> {
  const credit = async (db: Executor) => {
    const result = await creditInTransaction(db, orderId, payment)
    if (result.ok && result.credited && result.membership) await queueConfirmation(db, result.payment, result.membership)
    return result
  }
  const result = tx ? await credit(tx) : await transaction(payload, credit)
  if (result.ok && result.credited && result.membership) {
    if (!tx) kickSoon(payload)
    log.info({ orderId, paymentId: payment.id, membershipId: result.membership.membershipId }, 'membership paid')
  }
  return result
}

async function queueConfirmation(db: Executor, payment: StoredPayment, membership: CreditedMembership) {
  const [user] = await rows(db, sql`SELECT id, name, email, preferred_language FROM users WHERE id = ${payment.userId}`)
  if (!user?.email) return
  const message = membershipConfirmedMail(
    String(user.name ?? ''),
    membership,
    payment.amount,
    mailContext(user.preferred_language),
    payment.receiptNumber,
  )
  await queueMail(db, { to: String(user.email), kind: 'membership-confirmed', userId: Number(user.id), message })
}

/** A failed attempt (payment.failed): recorded unless the order is already captured; the membership stays pending. */
export async function recordFailedPayment(payload: Payload, orderId: string, payment: GatewayPayment): Promise<void> {
  const db = drizzleOf(payload)
  const stored = await findOrder(db, orderId)
  if (stored) await markPayment(db, stored.id, 'failed', payment)
}
