'use client'

import { MembershipDetails } from '@/features/membership/ui/MembershipDetails'
import { MembershipHistory } from '@/features/membership/ui/MembershipHistory'
import { ReceiptLinks } from '@/features/payments/ui/ReceiptLinks'
import ui from '@/features/membership/ui/membership.module.css'
import { useMembershipStatus } from '@/features/membership/ui/useMembershipStatus'
import { shownError } from '@/features/membership/ui/shown-error'
import { useConfirming } from '@/features/payments/ui/useConfirming'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { MEMBERSHIP_TEXT } from '@/features/membership/client'

/** /payment-status (spec §2, §8): loading, the error in red, no data, or the panel. */
export function PaymentStatusView() {
  const { lang } = useLocale()
  const t = MEMBERSHIP_TEXT[lang]
  const { record, loading, error } = useMembershipStatus()
  const { confirming } = useConfirming(String(record?.status ?? '').toLowerCase() === 'paid')
  if (loading) {
    return (
      <p className={ui.state} role="status">
        {t.status.loading}
      </p>
    )
  }
  if (error) {
    return (
      <p className={`${ui.state} ${ui.stateError}`} role="alert">
        {shownError(error, lang)}
      </p>
    )
  }
  if (!record || !record.status) {
    return <p className={ui.state}>{t.status.noData}</p>
  }
  return (
    <>
      {confirming ? (
        <p className={ui.note} role="status">
          {t.pay.confirming}
        </p>
      ) : null}
      <MembershipDetails record={record} heading={t.status.panel} confirming={confirming} />
      <MembershipHistory />
      <ReceiptLinks />
    </>
  )
}
