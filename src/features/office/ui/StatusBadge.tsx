'use client'

import { isWorkflowStatus, type WorkflowStatus } from '@/features/office/rules/workflow'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { ADMIN_TEXT } from '@/features/office/texts/admin'

import styles from './admin.module.css'
import { workStatusLabel } from './work-status'

const WORK_TONES: Record<WorkflowStatus, string> = {
  pending: styles.badgePending,
  'in-progress': styles.badgeProgress,
  resolved: styles.badgeResolved,
}

/** A grievance's or contact message's status (spec §4): pending amber, in progress blue, resolved green. */
export function StatusBadge({ status }: { status: string }) {
  const { lang } = useLocale()
  const tone = isWorkflowStatus(status) ? WORK_TONES[status] : styles.badgePending
  return <span className={`${styles.badge} ${tone}`}>{isWorkflowStatus(status) ? workStatusLabel(status, lang) : status}</span>
}

const PAYMENT_STATUSES = ['paid', 'pending', 'unpaid', 'revoked'] as const
const isPaymentStatus = (value: string): value is (typeof PAYMENT_STATUSES)[number] =>
  (PAYMENT_STATUSES as readonly string[]).includes(value)

/**
 * A member's payment status (spec §2): the value in upper case, green when paid, red otherwise.
 * A Hindi page names the known statuses in Hindi; an unknown one is shown as stored.
 */
export function PaymentBadge({ status }: { status: string }) {
  const { lang } = useLocale()
  const value = status.toLowerCase()
  const label = lang === 'hi' && isPaymentStatus(value) ? ADMIN_TEXT.hi.payment[value] : status.toUpperCase()
  return <span className={`${styles.badge} ${value === 'paid' ? styles.badgePaid : styles.badgeUnpaid}`}>{label}</span>
}
