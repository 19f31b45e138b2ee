import type { Payload } from 'payload'

import { getEnv } from '../../../platform/config/env'
import { OFFLINE_MESSAGES, offlineAmountProblem, type OfflinePaymentInput } from '../rules/offline-payment'
import { kickSoon } from '../../../platform/jobs/run'
import { log } from '../../../platform/log'
import { queueMail } from '../../../platform/mail/outbox'
import { mailContext } from '../../../platform/mail/send'
import { offlineReceiptMail } from '../mail/receipts'
import { PAYMENT_METHOD_TEXT } from '../texts/receipts'
import type { OfficeScope } from '@/platform/http/office'
import { rows, sql, type Executor } from '../../../platform/db/sql'
import { HttpError } from '../../../platform/http/route'
import { giveReceipt, membershipOf, payMembership, type CreditedMembership } from './membership-credit'
import { transaction } from '@/platform/db/transaction'

/**
 * Dues the office took outside Razorpay. One transaction: the year
 * becomes paid exactly as an online capture makes it (membership-credit.ts:
 * the same membership id lock, conditional upsert and receipt numbering), the
 * payment row is written captured with who recorded it, the member file gets
 * an 'offline-payment' event and the receipt mail is queued. A year already
 * paid (or revoked) answers 409 and nothing is written. A pending online order
 * for that year can no longer credit: its later capture finds the year paid
 * and is recorded as a duplicate to refund (credit.ts). The amount must be the
 * site's fee (offlineAmountProblem): anything else is a 400.
 */

export type OfflinePaymentRecord = {
  id: number
  receiptNumber: string
  membershipYear: string
  amount: number
  currency: string
  status: 'captured'
  method: OfflinePaymentInput['method']
  reference: string | null
  receivedOn: string
  note: string | null
  recordedBy: number
}

export type OfflinePaymentResult = { membership: CreditedMembership; payment: OfflinePaymentRecord }

/** 'YYYY-MM-DD' as a stored date: noon in India that day, so every time zone shows the same calendar day. */
const storedDay = (day: string) => new Date(`${day}T12:00:00+05:30`)

/** The membership starts when the money came in, but never before 1 January of the year it pays. */
function startOf(year: string, receivedOn: string): Date {
  const first = new Date(`${year}-01-01T00:00:00+05:30`)
  const received = storedDay(receivedOn)
  return received < first ? first : received
}

async function refuseUnlessPayable(db: Executor, memberId: number, year: string): Promise<void> {
  const current = await membershipOf(db, memberId, year)
  if (current?.status === 'paid') throw new HttpError(409, OFFLINE_MESSAGES.alreadyPaid(year))
  if (current?.status === 'revoked') throw new HttpError(409, OFFLINE_MESSAGES.revoked(year))
}

async function record(db: Executor, office: OfficeScope, memberId: number, input: OfflinePaymentInput): Promise<OfflinePaymentResult> {
  const { year } = input
  const paid = await payMembership(db, {
    userId: memberId,
    year,
    amount: input.amount,
    start: startOf(year, input.receivedOn),
    paymentId: null,
    orderId: null,
  })
  if (!paid) {
    await refuseUnlessPayable(db, memberId, year)
    throw new HttpError(409, OFFLINE_MESSAGES.alreadyPaid(year))
  }
  const receivedOn = storedDay(input.receivedOn).toISOString()
  const [row] = await rows(
    db,
    sql`INSERT INTO payments (user_id, membership_year, amount, currency, status, method, reference, received_on, note, recorded_by_id)
      VALUES (${memberId}, ${year}, ${input.amount}, 'INR', 'captured', ${input.method}, ${input.reference ?? null}, ${receivedOn}, ${input.note ?? null}, ${office.user.id})
      RETURNING id`,
  )
  const receiptNumber = await giveReceipt(db, Number(row.id))
  // The receipt number stands where an online payment's gateway id stands (the status page's transaction id).
  await db.execute(sql`UPDATE memberships SET payment_id = ${receiptNumber} WHERE id = ${paid.id}`)
  const details = {
    year,
    amount: input.amount,
    method: input.method,
    reference: input.reference ?? null,
    receivedOn: input.receivedOn,
    receiptNumber,
    membershipId: paid.membershipId,
  }
  await db.execute(sql`INSERT INTO member_events (member_id, actor_id, action, reason, details)
    VALUES (${memberId}, ${office.user.id}, 'offline-payment', ${input.note ?? null}, ${JSON.stringify(details)})`)
  await queueReceiptMail(db, memberId, {
    number: receiptNumber,
    year,
    amountPaise: input.amount,
    method: input.method,
    receivedOn,
    membershipId: paid.membershipId,
  })
  return {
    membership: paid,
    payment: {
      id: Number(row.id),
      receiptNumber,
      membershipYear: year,
      amount: input.amount,
      currency: 'INR',
      status: 'captured',
      method: input.method,
      reference: input.reference ?? null,
      receivedOn,
      note: input.note ?? null,
      recordedBy: office.user.id,
    },
  }
}

async function queueReceiptMail(
  db: Executor,
  memberId: number,
  r: {
    number: string
    year: string
    amountPaise: number
    method: OfflinePaymentInput['method']
    receivedOn: string
    membershipId: string | null
  },
) {
  const [user] = await rows(db, sql`SELECT id, name, email, preferred_language FROM users WHERE id = ${memberId}`)
  if (!user?.email) return
  const ctx = mailContext(user.preferred_language)
  const message = offlineReceiptMail(String(user.name ?? ''), { ...r, method: PAYMENT_METHOD_TEXT[ctx.lang][r.method] }, ctx)
  await queueMail(db, { to: String(user.email), kind: 'offline-receipt', userId: memberId, message, dedupeKey: `receipt:${r.number}` })
}

/** Records `input` for member `memberId` (already checked to be in the caller's districts). */
export async function recordOfflinePayment(
  payload: Payload,
  office: OfficeScope,
  memberId: number,
  input: OfflinePaymentInput,
): Promise<OfflinePaymentResult> {
  // The fee is the site's. Checked before anything is written; the form shows it beside the amount.
  const wrongAmount = offlineAmountProblem(input.amount, getEnv().membershipFeePaise)
  if (wrongAmount) throw new HttpError(400, wrongAmount, { 'X-Error-Field': 'amount' })
  const result = await transaction(payload, (db) => record(db, office, memberId, input))
  kickSoon(payload)
  log.info(
    { memberId, by: office.user.id, receiptNumber: result.payment.receiptNumber, membershipId: result.membership.membershipId },
    'offline payment recorded',
  )
  return result
}
