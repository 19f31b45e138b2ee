import { isWorkflowStatus, type WorkflowStatus } from '@/domain/workflow'

import styles from './admin.module.css'
import { WORK_STATUS_LABELS } from './work-status'

const WORK_TONES: Record<WorkflowStatus, string> = { pending: styles.badgePending, 'in-progress': styles.badgeProgress, resolved: styles.badgeResolved }

/** A grievance's or contact message's status (spec §4): pending amber, in progress blue, resolved green. */
export function StatusBadge({ status }: { status: string }) {
  const tone = isWorkflowStatus(status) ? WORK_TONES[status] : styles.badgePending
  return <span className={`${styles.badge} ${tone}`}>{isWorkflowStatus(status) ? WORK_STATUS_LABELS[status] : status}</span>
}

/** A member's payment status (spec §2): the value in upper case, green when paid, red otherwise. */
export function PaymentBadge({ status }: { status: string }) {
  const paid = status.toLowerCase() === 'paid'
  return <span className={`${styles.badge} ${paid ? styles.badgePaid : styles.badgeUnpaid}`}>{status.toUpperCase()}</span>
}
