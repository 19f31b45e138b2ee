import type { Metadata } from 'next'

import { AuthFrame } from '@/features/accounts/ui/AuthFrame'
import { RequireSession } from '@/features/accounts/ui/RequireSession'
import { getEnv } from '@/platform/config/env'
import { MEMBERSHIP_TEXT } from '@/features/membership/client'
import { langOf } from '@/platform/http/route-lang'
import { getGlobal } from '@/features/content'

import { CertificateView } from '../../../../features/membership/ui/CertificateView'

type Props = { params: Promise<{ lang: string }> }

/** /certificate: the member's certificate, or the way to pay for it (spec §2); /hi/certificate in Hindi. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: MEMBERSHIP_TEXT[await langOf(params)].certificate.title, robots: { index: false, follow: false } }
}

const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com/v1/checkout.js'

export default async function CertificatePage({ params }: Props) {
  const t = MEMBERSHIP_TEXT[await langOf(params)].certificate
  const env = getEnv()
  // The association's name on each certificate: the Hindi one from the CMS, or the English where it has none.
  const [siteEn, siteHi] = await Promise.all([getGlobal('site-settings', 'en'), getGlobal('site-settings', 'hi')])
  const association = siteEn.siteName ?? 'UP Community Health Officers Association'
  // Without Razorpay keys the server's sandbox answers orders, so its own checkout script must open them.
  const checkoutSrc = env.razorpay.sandbox ? '/sandbox/checkout.js' : (env.razorpay.checkoutUrl ?? RAZORPAY_CHECKOUT)
  return (
    <AuthFrame title={t.title} lead={<p>{t.lead}</p>} wide>
      <RequireSession loadingText={t.loading}>
        <CertificateView association={{ en: association, hi: siteHi.siteName ?? association }} checkoutSrc={checkoutSrc} />
      </RequireSession>
    </AuthFrame>
  )
}
