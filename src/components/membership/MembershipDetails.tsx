import details from '@/components/account/details.module.css'
import { displayDate, rupees, statusLabel } from '@/domain/membership-display'

import styles from './membership.module.css'
import type { MembershipStatusRecord } from './useMembershipStatus'

const BADGE: Record<string, string> = {
  paid: styles.paid,
  pending: styles.pending,
  unpaid: styles.unpaid,
  revoked: styles.revoked,
}

/**
 * The membership panel of spec §2 '/payment-status' (also the status block on
 * /certificate): always Status, Amount and Membership Year; the other rows
 * only when the record has them.
 */
export function MembershipDetails({
  record,
  heading = 'Membership status',
  confirming = false,
}: {
  record: MembershipStatusRecord
  heading?: string
  /** A payment checkout took is being confirmed (useConfirming): the chip says so instead of 'unpaid'. */
  confirming?: boolean
}) {
  const label = statusLabel(record.status)
  const chip = confirming && label !== 'paid' ? 'confirming payment' : label
  // verify-payment sets startDate to the payment date, so it stands in when no separate date is sent.
  const paymentDate = record.paymentId ? displayDate(record.paymentDate ?? record.startDate) : null
  const optional: [string, string | null | undefined][] = [
    ['Payment Date', paymentDate],
    ['Transaction ID', record.paymentId],
    ['Membership ID', record.membershipId],
    ['Membership Start', displayDate(record.startDate)],
    ['Membership End', displayDate(record.endDate)],
  ]
  if (label === 'revoked') {
    optional.push(['Revoked Date', displayDate(record.revokedAt)], ['Revocation Reason', record.revokedReason])
  }
  return (
    <section className={styles.panel} aria-label={heading}>
      <dl className={details.list}>
        <div className={details.row}>
          <dt>Status</dt>
          <dd>
            <span className={`${styles.badge} ${BADGE[chip === label ? label : 'pending'] ?? styles.unknown}`}>{chip}</span>
          </dd>
        </div>
        <div className={details.row}>
          <dt>Amount</dt>
          <dd>{rupees(record.amount) ? `₹${rupees(record.amount)}` : '—'}</dd>
        </div>
        <div className={details.row}>
          <dt>Membership Year</dt>
          <dd>{record.membershipYear ?? '—'}</dd>
        </div>
        {optional
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([dt, dd]) => (
            <div className={details.row} key={dt}>
              <dt>{dt}</dt>
              <dd>{dd}</dd>
            </div>
          ))}
      </dl>
    </section>
  )
}
