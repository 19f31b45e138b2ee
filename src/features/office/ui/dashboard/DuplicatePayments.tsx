'use client'

import { useApi } from '@/features/accounts/ui/useApi'
import styles from '@/features/office/ui/admin.module.css'
import { isRecord } from '@/features/office/ui/read-body'
import { displayDate } from '@/features/membership/client'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { ADMIN_TEXT } from '@/features/office/client'

import ui from './dashboard.module.css'
import { moneyText } from './MembershipSummary'

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

/** Each stored refund status: its label's key in the catalogue and its colour. */
const STATUS: Record<Duplicate['status'], { label: 'toRefund' | 'refunded' | 'refundFailed'; tone: string }> = {
  'to-refund': { label: 'toRefund', tone: styles.badgePending },
  refunded: { label: 'refunded', tone: styles.badgeResolved },
  failed: { label: 'refundFailed', tone: styles.badgeUnpaid },
}

function readDuplicates(body: unknown): Duplicate[] | null {
  if (!isRecord(body) || !Array.isArray(body.docs)) return null
  return body.docs.filter(
    (d): d is Duplicate => isRecord(d) && typeof d.paymentId === 'string' && typeof d.status === 'string' && d.status in STATUS,
  )
}

/**
 * A member charged twice for one year (a second capture after the year was
 * paid: spec-free). The refund runs by itself (reconciliation job);
 * admins see each one here, and the ones whose refund keeps failing first.
 * Nothing is shown while there are none.
 */
export function DuplicatePayments() {
  const { lang } = useLocale()
  const t = ADMIN_TEXT[lang].duplicates
  const noToken = ADMIN_TEXT[lang].noToken
  const { data, error } = useApi('/api/admin/payment-duplicates', { read: readDuplicates, failed: t.failed, noToken })
  // Without a token the cards above already say so; one alert is enough.
  if (error && error !== noToken) {
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
        {fill(t.heading, { open })}
      </h2>
      <p className={ui.note}>{t.note}</p>
      <ul className={ui.duplicates}>
        {sorted.map((d) => (
          <li key={d.id} data-testid="duplicate-payment">
            <div className={ui.duplicateHead}>
              <span className={ui.duplicateWho}>
                {d.memberName ?? t.deletedAccount}
                {d.memberEmail ? <span> ({d.memberEmail})</span> : null}
              </span>
              <span className={`${styles.badge} ${STATUS[d.status].tone}`}>{t[STATUS[d.status].label]}</span>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>{t.year}</dt>
                <dd>{d.membershipYear}</dd>
              </div>
              <div>
                <dt>{t.amount}</dt>
                <dd>{moneyText(d.amount, lang)}</dd>
              </div>
              <div>
                <dt>{t.chargedOn}</dt>
                <dd>{displayDate(d.createdAt)}</dd>
              </div>
              <div>
                <dt>{t.paymentId}</dt>
                <dd className={ui.code}>{d.paymentId}</dd>
              </div>
              {d.refundId ? (
                <div>
                  <dt>{t.refundId}</dt>
                  <dd className={ui.code}>{d.refundId}</dd>
                </div>
              ) : null}
              {d.status !== 'refunded' && d.lastError ? (
                <div>
                  <dt>{t.lastError}</dt>
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
