import type { Metadata } from 'next'

import { AuthFrame } from '@/components/account/AuthFrame'
import { RequireSession } from '@/components/account/RequireSession'
import { getEnv } from '@/config/env'
import { langOf, type LangParams } from '@/i18n/route-lang'
import { getGlobal } from '@/lib/queries'

import { CertificateView } from './CertificateView'

/** /certificate: the member's certificate, or the way to pay for it (spec §2). */
export const metadata: Metadata = { title: 'Membership Certificate', robots: { index: false, follow: false } }

const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com/v1/checkout.js'

export default async function CertificatePage() {
  const env = getEnv()
  // The association's name on each certificate: the Hindi one from the CMS, or the English where it has none.
  const [siteEn, siteHi] = await Promise.all([getGlobal('site-settings', 'en'), getGlobal('site-settings', 'hi')])
  const association = siteEn.siteName ?? 'UP Community Health Officers Association'
  // Without Razorpay keys the server's sandbox answers orders, so its own checkout script must open them.
  const checkoutSrc = env.razorpay.sandbox ? '/sandbox/checkout.js' : (env.razorpay.checkoutUrl ?? RAZORPAY_CHECKOUT)
  return (
    <AuthFrame title="Membership Certificate" lead={<p>Your certificate for this year's membership, ready to download once the fee is paid.</p>} wide>
      <RequireSession loadingText="Loading certificate...">
        <CertificateView association={{ en: association, hi: siteHi.siteName ?? association }} checkoutSrc={checkoutSrc} />
      </RequireSession>
    </AuthFrame>
  )
}
