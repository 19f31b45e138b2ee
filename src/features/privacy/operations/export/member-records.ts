import { ownReceipts } from '@/features/payments'
import { rows, sql, type Executor } from '../../../../platform/db/sql'
import type {
  ExportContactMessage,
  ExportDataRequest,
  ExportDuplicatePayment,
  ExportEvent,
  ExportMail,
  ExportMembership,
  ExportPayment,
  ExportProfile,
  ExportReceipt,
  ExportRenewals,
} from '../../presenters/my-data-export'
import type { Payload } from 'payload'
import { iso, isoAt, num, parsed, text } from './rows'

/**
 * The member's rows, table by table (see coverage.ts for the list). Each query
 * names its columns: a secret column (hash, salt, tokens, second-factor secret)
 * is never selected, so it cannot leak through a later SELECT *.
 */

export async function profileOf(db: Executor, memberId: number): Promise<ExportProfile | null> {
  const [u] = await rows(
    db,
    sql`SELECT id, name, email, role, gender, phone, ehrms, dob, district, block, designation, joining_date, ayushman,
      preferred_language, second_factor_enabled_at IS NOT NULL AS second_factor, created_at
    FROM users WHERE id = ${memberId}`,
  )
  if (!u) return null
  const districts = await rows(db, sql`SELECT value FROM users_districts WHERE parent_id = ${memberId} ORDER BY "order"`)
  return {
    id: num(u.id),
    name: String(u.name ?? ''),
    email: String(u.email ?? ''),
    role: String(u.role ?? 'member'),
    gender: text(u.gender),
    phone: text(u.phone),
    ehrms: text(u.ehrms),
    dob: iso(u.dob),
    district: text(u.district),
    block: text(u.block),
    designation: text(u.designation),
    joiningDate: iso(u.joining_date),
    ayushman: text(u.ayushman),
    preferredLanguage: text(u.preferred_language),
    districts: districts.map((d) => String(d.value)),
    secondFactor: Boolean(u.second_factor),
    registeredOn: isoAt(u.created_at),
  }
}

export async function membershipsOf(db: Executor, memberId: number): Promise<ExportMembership[]> {
  const found = await rows(
    db,
    sql`SELECT membership_year, status, amount, membership_id, start_date, end_date, revoked_at, revoked_reason
    FROM memberships WHERE user_id = ${memberId} ORDER BY membership_year DESC, id DESC`,
  )
  return found.map((m) => ({
    membershipYear: String(m.membership_year),
    status: String(m.status),
    amount: num(m.amount),
    membershipId: text(m.membership_id),
    startDate: iso(m.start_date),
    endDate: iso(m.end_date),
    revokedAt: iso(m.revoked_at),
    revokedReason: text(m.revoked_reason),
  }))
}

// provider_data (the gateway's raw answer) stays out: its useful parts are the order and payment ids below.
export async function paymentsOf(db: Executor, memberId: number): Promise<ExportPayment[]> {
  const found = await rows(
    db,
    sql`SELECT membership_year, amount, currency, status, method, receipt_number, reference, provider_order_id,
      provider_payment_id, note, received_on, created_at
    FROM payments WHERE user_id = ${memberId} ORDER BY created_at DESC, id DESC`,
  )
  return found.map((p) => ({
    membershipYear: String(p.membership_year),
    amount: num(p.amount),
    currency: String(p.currency ?? 'INR'),
    status: String(p.status),
    method: String(p.method ?? 'razorpay'),
    receiptNumber: text(p.receipt_number),
    reference: text(p.reference),
    razorpayOrderId: text(p.provider_order_id),
    razorpayPaymentId: text(p.provider_payment_id),
    note: text(p.note),
    receivedOn: iso(p.received_on),
    createdAt: isoAt(p.created_at),
  }))
}

export async function duplicatePaymentsOf(db: Executor, memberId: number): Promise<ExportDuplicatePayment[]> {
  const found = await rows(
    db,
    sql`SELECT membership_year, amount, currency, provider_order_id, provider_payment_id, reason, status, refund_id, created_at
    FROM payment_duplicates WHERE user_id = ${memberId} ORDER BY created_at DESC, id DESC`,
  )
  return found.map((d) => ({
    membershipYear: String(d.membership_year),
    amount: num(d.amount),
    currency: String(d.currency ?? 'INR'),
    razorpayOrderId: String(d.provider_order_id),
    razorpayPaymentId: String(d.provider_payment_id),
    reason: String(d.reason),
    status: String(d.status),
    refundId: text(d.refund_id),
    at: isoAt(d.created_at),
  }))
}

export async function receiptsOf(payload: Payload, memberId: number): Promise<ExportReceipt[]> {
  return (await ownReceipts(payload, memberId)).map(({ memberName: _name, ...r }) => r)
}

export async function dataRequestsOf(db: Executor, memberId: number): Promise<ExportDataRequest[]> {
  const found = await rows(
    db,
    sql`SELECT kind, details, status, due_by, decided_at, decision_note, created_at
    FROM data_requests WHERE member_id = ${memberId} ORDER BY created_at DESC, id DESC`,
  )
  return found.map((r) => ({
    kind: String(r.kind),
    details: text(r.details),
    status: String(r.status),
    filedAt: isoAt(r.created_at),
    dueBy: isoAt(r.due_by),
    decidedAt: iso(r.decided_at),
    decisionNote: text(r.decision_note),
  }))
}

/**
 * Mail to the member's account: what and when, not the bodies. Every mail is queued with the account it
 * is for; one that merely went to the member's present address may have been another account's, which
 * had the address before them.
 */
export async function mailsOf(db: Executor, memberId: number): Promise<ExportMail[]> {
  const found = await rows(
    db,
    sql`SELECT kind, recipient, subject, status, created_at, sent_at FROM mail_outbox
    WHERE user_id = ${memberId} ORDER BY created_at DESC, id DESC`,
  )
  return found.map((m) => ({
    kind: String(m.kind),
    to: String(m.recipient),
    subject: String(m.subject ?? ''),
    status: String(m.status),
    queuedAt: isoAt(m.created_at),
    sentAt: iso(m.sent_at),
  }))
}

export async function renewalsOf(db: Executor, memberId: number): Promise<ExportRenewals> {
  const [optOut] = await rows(
    db,
    sql`SELECT via, created_at FROM renewal_opt_outs WHERE user_id = ${memberId} ORDER BY created_at DESC, id DESC LIMIT 1`,
  )
  const reminders = await rows(
    db,
    sql`SELECT year, step, outcome, created_at FROM renewal_reminders WHERE user_id = ${memberId} ORDER BY created_at DESC, id DESC`,
  )
  return {
    optedOut: optOut ? { via: String(optOut.via), at: isoAt(optOut.created_at) } : null,
    reminders: reminders.map((r) => ({ year: String(r.year), step: String(r.step), outcome: String(r.outcome), at: isoAt(r.created_at) })),
  }
}

/**
 * Messages the member sent through the contact form while signed in. Not those that merely carry their
 * address: the site verifies no address, so whoever registers a visitor's address would get the
 * visitor's messages and phone number.
 */
export async function contactMessagesOf(db: Executor, memberId: number): Promise<ExportContactMessage[]> {
  const found = await rows(
    db,
    sql`SELECT name, email, message, status, created_at FROM contact_submissions WHERE sender_id = ${memberId} ORDER BY created_at DESC, id DESC`,
  )
  return found.map((c) => ({
    name: String(c.name ?? ''),
    email: String(c.email ?? ''),
    message: String(c.message ?? ''),
    status: text(c.status),
    sentAt: isoAt(c.created_at),
  }))
}

/** The audit trail about the member, with the role and name of whoever made each change. */
export async function eventsOf(db: Executor, memberId: number): Promise<ExportEvent[]> {
  const found = await rows(
    db,
    sql`SELECT e.action, e.reason, e.details, e.created_at, e.actor_id, a.role AS actor_role, a.name AS actor_name
    FROM member_events e LEFT JOIN users a ON a.id = e.actor_id WHERE e.member_id = ${memberId} ORDER BY e.created_at DESC, e.id DESC`,
  )
  return found.map((e) => ({
    action: String(e.action),
    reason: text(e.reason),
    details: parsed(e.details),
    actor: e.actor_id == null ? null : { role: text(e.actor_role), name: text(e.actor_name) },
    at: isoAt(e.created_at),
  }))
}
