import type { Metadata } from 'next'

import { AuthFrame } from '@/features/accounts/ui/AuthFrame'
import { RequireSession } from '@/features/accounts/ui/RequireSession'
import { MEMBERSHIP_TEXT } from '@/features/membership/client'
import { langOf } from '@/platform/http/route-lang'

import { PaymentStatusView } from '../../../../features/payments/ui/PaymentStatusView'

type Props = { params: Promise<{ lang: string }> }

/** /payment-status: this year's membership payment (spec §2 'Signed-in routes'); /hi/payment-status in Hindi. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: MEMBERSHIP_TEXT[await langOf(params)].status.title, robots: { index: false, follow: false } }
}

export default async function PaymentStatusPage({ params }: Props) {
  const t = MEMBERSHIP_TEXT[await langOf(params)].status
  return (
    <AuthFrame title={t.title} lead={<p>{t.lead}</p>}>
      <RequireSession loadingText={t.loading}>
        <PaymentStatusView />
      </RequireSession>
    </AuthFrame>
  )
}
