import type { Metadata } from 'next'

import { AuthFrame } from '@/features/accounts/ui/AuthFrame'
import { RequireSession } from '@/features/accounts/ui/RequireSession'
import { ExportView } from '@/features/privacy/ui/ExportView'
import { MY_DATA_EXPORT_TEXT } from '@/features/privacy/client'
import { langOf } from '@/platform/http/route-lang'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: MY_DATA_EXPORT_TEXT[await langOf(params)].page.title, robots: { index: false, follow: false } }
}

/** /my-data/export: everything held about the member, readable and printable, with the JSON download. */
export default async function MyDataExportPage({ params }: Props) {
  const t = MY_DATA_EXPORT_TEXT[await langOf(params)].page
  return (
    <AuthFrame title={t.title} lead={<p>{t.lead}</p>} wide>
      <RequireSession loadingText={t.loading}>
        <ExportView />
      </RequireSession>
    </AuthFrame>
  )
}
