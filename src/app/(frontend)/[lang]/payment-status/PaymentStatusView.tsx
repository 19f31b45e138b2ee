'use client'

import { MembershipDetails } from '@/components/membership/MembershipDetails'
import { MembershipHistory } from '@/components/membership/MembershipHistory'
import { ReceiptLinks } from '@/components/membership/ReceiptLinks'
import ui from '@/components/membership/membership.module.css'
import { useMembershipStatus } from '@/components/membership/useMembershipStatus'
import { shownError } from '@/components/membership/shown-error'
import { useConfirming } from '@/components/membership/useConfirming'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { MEMBERSHIP_TEXT } from '@/i18n/messages/membership'

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
