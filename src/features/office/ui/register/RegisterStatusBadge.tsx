'use client'

import styles from '@/features/office/ui/admin.module.css'
import { REGISTER_STATUSES, type RegisterStatus } from '@/features/renewals/client'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { REGISTER_TEXT } from '@/features/office/client'

const isRegisterStatus = (s: string): s is RegisterStatus => (REGISTER_STATUSES as readonly string[]).includes(s)
const TONES: Record<RegisterStatus, string> = {
  paid: styles.badgePaid,
  pending: styles.badgePending,
  'due-for-renewal': styles.badgePending,
  unpaid: styles.badgeUnpaid,
  lapsed: styles.badgeUnpaid,
  revoked: styles.badgeUnpaid,
}

/** A register status in the page's language: green paid, amber pending or due, red otherwise. */
export function RegisterStatusBadge({ status }: { status: string }) {
  const t = REGISTER_TEXT[useLocale().lang]
  if (!isRegisterStatus(status)) return <span className={`${styles.badge} ${styles.badgeUnpaid}`}>{status}</span>
  return <span className={`${styles.badge} ${TONES[status]}`}>{t.statuses[status]}</span>
}
