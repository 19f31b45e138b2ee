import type { ExportDuplicatePayment, ExportMail, ExportPayment, ExportShare } from '../../presenters/my-data-export'
import { rows, sql, type Executor } from '../../../../platform/db/sql'
import { isoAt, text } from './rows'

/**
 * Who the member's data went to (DPDP s.11: the processors and others it was
 * shared with): Razorpay for each online payment and each refunded duplicate
 * (with the order and payment ids), the mail provider for each mail it delivered, and the office members
 * who opened the member's file (the access log). Office exports of the whole
 * register are logged without a member (access-log.ts), so they cannot be listed per member.
 */
export async function sharedWithOf(
  db: Executor,
  memberId: number,
  payments: ExportPayment[],
  duplicates: ExportDuplicatePayment[],
  mails: ExportMail[],
): Promise<ExportShare[]> {
  const gateway: ExportShare[] = payments
    .filter((p) => p.method === 'razorpay' && (p.razorpayOrderId || p.razorpayPaymentId))
    .map((p) => ({
      recipient: 'razorpay',
      at: p.createdAt,
      orderId: p.razorpayOrderId,
      paymentId: p.razorpayPaymentId,
      membershipYear: p.membershipYear,
    }))
  // A duplicate's refund is asked of Razorpay with the payment's id.
  const refunds: ExportShare[] = duplicates.map((d) => ({
    recipient: 'razorpay',
    at: d.at,
    orderId: d.razorpayOrderId,
    paymentId: d.razorpayPaymentId,
    membershipYear: d.membershipYear,
  }))
  const mailProvider: ExportShare[] = mails
    .filter((m) => m.status === 'sent' && m.sentAt)
    .map((m) => ({ recipient: 'mail-provider', at: m.sentAt as string, mailKind: m.kind }))
  const viewed = await rows(
    db,
    sql`SELECT l.action, l.created_at, a.role, a.name FROM access_log l LEFT JOIN users a ON a.id = l.actor_id
    WHERE l.member_id = ${memberId} ORDER BY l.created_at DESC, l.id DESC`,
  )
  const office: ExportShare[] = viewed.map((v) => ({
    recipient: 'office',
    at: isoAt(v.created_at),
    action: String(v.action),
    role: text(v.role),
    name: text(v.name),
  }))
  return [...gateway, ...refunds, ...mailProvider, ...office].sort((a, b) => b.at.localeCompare(a.at))
}
