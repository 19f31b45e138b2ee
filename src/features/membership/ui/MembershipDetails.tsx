import details from '@/features/accounts/ui/details.module.css'
import { displayDate, statusLabel } from '@/features/membership/rules/membership-display'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { MEMBERSHIP_TEXT } from '@/features/membership/texts/membership'
import { formatPaise } from '@/platform/i18n/money'

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
  heading,
  confirming = false,
}: {
  record: MembershipStatusRecord
  heading?: string
  /** A payment checkout took is being confirmed (useConfirming): the chip says so instead of 'unpaid'. */
  confirming?: boolean
}) {
  const { lang } = useLocale()
  const t = MEMBERSHIP_TEXT[lang]
  const label = statusLabel(record.status)
  const chip = confirming && label !== 'paid' ? 'confirming' : label
  // verify-payment sets startDate to the payment date, so it stands in when no separate date is sent.
  const paymentDate = record.paymentId ? displayDate(record.paymentDate ?? record.startDate) : null
  const optional: [string, string | null | undefined][] = [
    [t.details.paymentDate, paymentDate],
    [t.details.transactionId, record.paymentId],
    [t.details.membershipId, record.membershipId],
    [t.details.start, displayDate(record.startDate)],
    [t.details.end, displayDate(record.endDate)],
  ]
  if (label === 'revoked') {
    optional.push([t.details.revokedDate, displayDate(record.revokedAt)], [t.details.revokedReason, record.revokedReason])
  }
  return (
    <section className={styles.panel} aria-label={heading ?? t.details.heading}>
      <dl className={details.list}>
        <div className={details.row}>
          <dt>{t.details.status}</dt>
          <dd>
            <span className={`${styles.badge} ${BADGE[chip === label ? label : 'pending'] ?? styles.unknown}`}>{t.statuses[chip]}</span>
          </dd>
        </div>
        <div className={details.row}>
          <dt>{t.details.amount}</dt>
          <dd>{formatPaise(record.amount, lang) ?? '—'}</dd>
        </div>
        <div className={details.row}>
          <dt>{t.details.year}</dt>
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
