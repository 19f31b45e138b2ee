import type { Metadata } from 'next'

import { AdminFrame } from '@/features/office/ui/AdminFrame'
import { PRIVACY_REQUESTS_TEXT } from '@/features/privacy/client'
import { langOf } from '@/platform/http/route-lang'

import { AccessLogView } from '../../../../../features/privacy/ui/office/AccessLogView'

/** /admin/access-log: who viewed or exported member data. Coordinators are sent away by the admin guard (components/admin/office-pages.ts). */
type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: PRIVACY_REQUESTS_TEXT[await langOf(params)].log.title }
}

export default async function AdminAccessLogPage({ params }: Props) {
  const lang = await langOf(params)
  const t = PRIVACY_REQUESTS_TEXT[lang].log
  return (
    <AdminFrame lang={lang} title={t.title} back subtitle={t.subtitle}>
      <AccessLogView />
    </AdminFrame>
  )
}
