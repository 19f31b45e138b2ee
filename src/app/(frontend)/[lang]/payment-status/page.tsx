import type { Metadata } from 'next'

import { AuthFrame } from '@/components/account/AuthFrame'
import { RequireSession } from '@/components/account/RequireSession'

import { PaymentStatusView } from './PaymentStatusView'

/** /payment-status: this year's membership payment (spec §2 'Signed-in routes'). */
export const metadata: Metadata = { title: 'Payment Status', robots: { index: false, follow: false } }

export default function PaymentStatusPage() {
  return (
    <AuthFrame title="Payment Status" lead={<p>Your membership payment for this year as the association has recorded it.</p>}>
      <RequireSession loadingText="Loading payment status...">
        <PaymentStatusView />
      </RequireSession>
    </AuthFrame>
  )
}
