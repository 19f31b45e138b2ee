import type { Metadata } from 'next'

import { AuthFrame } from '@/features/accounts/ui/AuthFrame'
import { RequireSession } from '@/features/accounts/ui/RequireSession'
import { PRIVACY_REQUESTS_TEXT } from '@/features/privacy/client'
import { langOf } from '@/platform/http/route-lang'

import { ConsentChoices } from '../../../../features/privacy/ui/ConsentChoices'
import { DataRequestsSection } from '../../../../features/privacy/ui/my-data/DataRequestsSection'
import { DownloadMyDataSection } from '../../../../features/privacy/ui/my-data/DownloadMyDataSection'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: PRIVACY_REQUESTS_TEXT[await langOf(params)].page.title, robots: { index: false, follow: false } }
}

/**
 * /my-data: the member's rights over their data, one section each:
 * the download, the requests (correction, erasure) and the opt-ins.
 */
export default async function MyDataPage({ params }: Props) {
  const t = PRIVACY_REQUESTS_TEXT[await langOf(params)].page
  return (
    <AuthFrame title={t.title} lead={<p>{t.lead}</p>} wide>
      <RequireSession loadingText={t.loading}>
        <DownloadMyDataSection />
        <DataRequestsSection />
        <ConsentChoices />
      </RequireSession>
    </AuthFrame>
  )
}
