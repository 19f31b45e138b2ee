'use client'

import { useApi } from '@/components/account/useApi'
import styles from '@/components/admin/admin.module.css'
import { isRecord, NO_TOKEN } from '@/components/admin/read-body'
import { displayDate, rupees } from '@/domain/membership-display'

import ui from './dashboard.module.css'

type Duplicate = {
  id: number
  paymentId: string
  memberName: string | null
  memberEmail: string | null
  membershipYear: string
  amount: number
  status: 'to-refund' | 'refunded' | 'failed'
  refundId: string | null
  lastError: string | null
  createdAt: string
}

const STATUS: Record<Duplicate['status'], { label: string; tone: string }> = {
  'to-refund': { label: 'Refund pending', tone: styles.badgePending },
  refunded: { label: 'Refunded', tone: styles.badgeResolved },
  failed: { label: 'Refund failed', tone: styles.badgeUnpaid },
}

function readDuplicates(body: unknown): Duplicate[] | null {
  if (!isRecord(body) || !Array.isArray(body.docs)) return null
  return body.docs.filter((d): d is Duplicate => isRecord(d) && typeof d.paymentId === 'string' && typeof d.status === 'string' && d.status in STATUS)
}

/**
 * A member charged twice for one year (a second capture after the year was
 * paid: spec-free, issue 12). The refund runs by itself (reconciliation job);
 * admins see each one here, and the ones whose refund keeps failing first.
 * Nothing is shown while there are none.
 */
export function DuplicatePayments() {
  const { data, error } = useApi('/api/admin/payment-duplicates', { read: readDuplicates, failed: 'Failed to fetch double payments', noToken: NO_TOKEN })
  // Without a token the cards above already say so; one alert is enough.
  if (error && error !== NO_TOKEN) {
    return (
      <p className={styles.error} role="alert">
        {error}
      </p>
    )
  }
  if (!data?.length) return null
  const order = { failed: 0, 'to-refund': 1, refunded: 2 }
  const sorted = [...data].sort((a, b) => order[a.status] - order[b.status])
  const open = data.filter((d) => d.status !== 'refunded').length
  return (
    <section className={ui.summary} aria-labelledby="duplicate-payments">
      <h2 id="duplicate-payments" className={ui.summaryHeading}>
        Double payments ({open} to refund)
      </h2>
      <p className={ui.note}>
        These members were charged a second time for a year already paid. The second payment is refunded through Razorpay by
        itself, within minutes; a refund that keeps failing needs the office.
      </p>
      <ul className={ui.duplicates}>
        {sorted.map((d) => (
          <li key={d.id} data-testid="duplicate-payment">
            <div className={ui.duplicateHead}>
              <span className={ui.duplicateWho}>
                {d.memberName ?? 'Deleted account'}
                {d.memberEmail ? <span> ({d.memberEmail})</span> : null}
              </span>
              <span className={`${styles.badge} ${STATUS[d.status].tone}`}>{STATUS[d.status].label}</span>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>Year</dt>
                <dd>{d.membershipYear}</dd>
              </div>
              <div>
                <dt>Amount</dt>
                <dd>₹{rupees(d.amount)}</dd>
              </div>
              <div>
                <dt>Charged on</dt>
                <dd>{displayDate(d.createdAt)}</dd>
              </div>
              <div>
                <dt>Payment ID</dt>
                <dd className={ui.code}>{d.paymentId}</dd>
              </div>
              {d.refundId ? (
                <div>
                  <dt>Refund ID</dt>
                  <dd className={ui.code}>{d.refundId}</dd>
                </div>
              ) : null}
              {d.status !== 'refunded' && d.lastError ? (
                <div>
                  <dt>Last error</dt>
                  <dd>{d.lastError}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}
