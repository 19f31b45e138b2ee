'use client'

import { MembershipDetails } from '@/components/membership/MembershipDetails'
import { MembershipHistory } from '@/components/membership/MembershipHistory'
import ui from '@/components/membership/membership.module.css'
import { useMembershipStatus } from '@/components/membership/useMembershipStatus'
import { CONFIRMING_TEXT, useConfirming } from '@/components/membership/useConfirming'

/** /payment-status (spec §2, §8): loading, the error in red, no data, or the panel. */
export function PaymentStatusView() {
  const { record, loading, error } = useMembershipStatus()
  const { confirming } = useConfirming(String(record?.status ?? '').toLowerCase() === 'paid')
  if (loading) {
    return (
      <p className={ui.state} role="status">
        Loading payment status...
      </p>
    )
  }
  if (error) {
    return (
      <p className={`${ui.state} ${ui.stateError}`} role="alert">
        {error}
      </p>
    )
  }
  if (!record || !record.status) {
    return <p className={ui.state}>No payment data available</p>
  }
  return (
    <>
      {confirming ? (
        <p className={ui.note} role="status">
          {CONFIRMING_TEXT}
        </p>
      ) : null}
      <MembershipDetails record={record} heading="Payment status" confirming={confirming} />
      <MembershipHistory />
    </>
  )
}
