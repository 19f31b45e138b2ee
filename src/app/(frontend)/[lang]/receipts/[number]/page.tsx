import type { Metadata } from 'next'

import { AuthFrame } from '@/features/accounts/ui/AuthFrame'
import { RequireSession } from '@/features/accounts/ui/RequireSession'
import { RECEIPT_TEXT } from '@/features/payments/client'
import { langOf } from '@/platform/http/route-lang'
import { getGlobal } from '@/features/content'

import { ReceiptView } from '../../../../../features/payments/ui/receipt/ReceiptView'

type Props = { params: Promise<{ lang: string; number: string }> }

/** /receipts/{number}: a printable receipt for the signed-in member (or the office); /hi/receipts/… in Hindi. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { number } = await params
  return { title: `${RECEIPT_TEXT[await langOf(params)].title} ${decodeURIComponent(number)}`, robots: { index: false, follow: false } }
}

export default async function ReceiptPage({ params }: Props) {
  const lang = await langOf(params)
  const { number } = await params
  const t = RECEIPT_TEXT[lang]
  // The association's name as the certificate prints it: the Hindi one from the CMS, or the English where it has none.
  const [siteEn, siteHi] = await Promise.all([getGlobal('site-settings', 'en'), getGlobal('site-settings', 'hi')])
  const english = siteEn.siteName ?? 'UP Community Health Officers Association'
  return (
    <AuthFrame title={t.title} wide>
      <RequireSession loadingText={t.loading}>
        <ReceiptView number={decodeURIComponent(number)} association={lang === 'hi' ? (siteHi.siteName ?? english) : english} />
      </RequireSession>
    </AuthFrame>
  )
}
