import { formatMembershipId, membershipEndDate } from '../rules/payments'
import { formatReceiptNumber, receiptYear } from '../rules/receipts'
import { rows, sql, type Executor, type Row } from '../../../platform/db/sql'
import { PAIR_LOCKS } from '@/platform/db/locks'

/**
 * What every way of paying dues shares (online capture in credit.ts, the
 * office's offline record in offline.ts), always inside the caller's
 * transaction and always in this lock order, so two paths never deadlock:
 *   1. payMembership: the year's membership id under PAIR_LOCKS.membershipIds, then
 *      the conditional upsert (only a pending or unpaid year becomes paid);
 *   2. giveReceipt: the next receipt number under PAIR_LOCKS.receipts.
 * Both advisory locks are held to the commit, so of two payments for one
 * member and year (an office record racing a capture) the second sees the
 * first's paid row and credits nothing.
 */

export type CreditedMembership = {
  id: number
  membershipYear: string
  membershipId: string | null
  status: string
  startDate: string | null
  endDate: string | null
}

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString())

export const asMembership = (r: Row | undefined): CreditedMembership | null =>
  r
    ? {
        id: Number(r.id),
        membershipYear: String(r.membership_year),
        membershipId: (r.membership_id as string | null) ?? null,
        status: String(r.status),
        startDate: iso(r.start_date),
        endDate: iso(r.end_date),
      }
    : null

export async function membershipOf(db: Executor, userId: number, year: string) {
  return asMembership((await rows(db, sql`SELECT * FROM memberships WHERE user_id = ${userId} AND membership_year = ${year}`))[0])
}

/** The next membership id of `year`, under a transaction-level lock so two credits never take the same number. */
export async function nextMembershipId(db: Executor, year: string): Promise<string> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${PAIR_LOCKS.membershipIds}, ${Number(year)})`)
  const [r] = await rows(
    db,
    sql`SELECT coalesce(max(substring(membership_id from 12)::int), 0) AS n FROM memberships WHERE membership_id ~ ${`^UPCHO-${year}-[0-9]+$`}`,
  )
  return formatMembershipId(year, Number(r.n) + 1)
}

export type MembershipPayment = {
  userId: number
  year: string
  amount: number
  start: Date
  /** The gateway's payment id, or the receipt number of an offline payment (set later by the caller). */
  paymentId: string | null
  orderId: string | null
}

/**
 * Makes `year` paid for the member with a new membership id, or returns null
 * when the year is not pending or unpaid (already paid, or revoked): the caller
 * decides what that means (a duplicate to refund, a 409).
 */
export async function payMembership(db: Executor, p: MembershipPayment): Promise<CreditedMembership | null> {
  const membershipId = await nextMembershipId(db, p.year)
  const end = membershipEndDate(p.year)
  const updated = await rows(
    db,
    sql`INSERT INTO memberships (user_id, membership_year, status, amount, start_date, end_date, payment_id, order_id, membership_id)
      VALUES (${p.userId}, ${p.year}, 'paid', ${p.amount}, ${p.start.toISOString()}, ${end.toISOString()}, ${p.paymentId}, ${p.orderId}, ${membershipId})
      ON CONFLICT (user_id, membership_year) DO UPDATE SET status = 'paid', amount = EXCLUDED.amount, start_date = EXCLUDED.start_date,
        end_date = EXCLUDED.end_date, payment_id = EXCLUDED.payment_id, order_id = EXCLUDED.order_id, membership_id = EXCLUDED.membership_id, updated_at = now()
      WHERE memberships.status IN ('pending', 'unpaid')
      RETURNING *`,
  )
  return asMembership(updated[0])
}

/**
 * Gives payment row `paymentRowId` the next receipt number of the year it is
 * issued in (domain/receipts.ts says why that year), and its date received
 * when it has none (an online capture: the moment of crediting).
 */
export async function giveReceipt(db: Executor, paymentRowId: number, at: Date = new Date()): Promise<string> {
  const year = receiptYear(at)
  await db.execute(sql`SELECT pg_advisory_xact_lock(${PAIR_LOCKS.receipts}, ${Number(year)})`)
  const [r] = await rows(
    db,
    sql`SELECT coalesce(max(substring(receipt_number from 11)::int), 0) AS n FROM payments WHERE receipt_number ~ ${`^RCPT-${year}-[0-9]+$`}`,
  )
  const number = formatReceiptNumber(year, Number(r.n) + 1)
  await db.execute(
    sql`UPDATE payments SET receipt_number = ${number}, received_on = coalesce(received_on, ${at.toISOString()}), updated_at = now() WHERE id = ${paymentRowId}`,
  )
  return number
}

/**
 * Receipt numbers for many payment rows at once (the roll import), in id order,
 * under the same lock as giveReceipt, so they follow on from the year's last one.
 */
export async function giveReceipts(db: Executor, paymentRowIds: readonly number[], at: Date = new Date()): Promise<void> {
  if (!paymentRowIds.length) return
  const year = receiptYear(at)
  await db.execute(sql`SELECT pg_advisory_xact_lock(${PAIR_LOCKS.receipts}, ${Number(year)})`)
  const [r] = await rows(
    db,
    sql`SELECT coalesce(max(substring(receipt_number from 11)::int), 0) AS n FROM payments WHERE receipt_number ~ ${`^RCPT-${year}-[0-9]+$`}`,
  )
  const numbered = [...paymentRowIds].sort((a, b) => a - b).map((id, i) => ({ id, number: formatReceiptNumber(year, Number(r.n) + i + 1) }))
  await db.execute(sql`UPDATE payments p SET receipt_number = x.number, received_on = coalesce(p.received_on, ${at.toISOString()}), updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(numbered)}::jsonb) AS x(id int, number text) WHERE p.id = x.id`)
}
