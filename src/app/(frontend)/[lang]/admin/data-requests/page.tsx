import type { Metadata } from 'next'

import { AdminFrame } from '@/features/office/ui/AdminFrame'
import { PRIVACY_REQUESTS_TEXT } from '@/features/privacy/client'
import { langOf } from '@/platform/http/route-lang'

import { DataRequestsView } from '../../../../../features/privacy/ui/office/DataRequestsView'

/** /admin/data-requests: the members' correction and erasure requests and their decisions. Coordinators are sent away by the admin guard (components/admin/office-pages.ts). */
type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: PRIVACY_REQUESTS_TEXT[await langOf(params)].office.title }
}

export default async function AdminDataRequestsPage({ params }: Props) {
  const lang = await langOf(params)
  const t = PRIVACY_REQUESTS_TEXT[lang].office
  return (
    <AdminFrame lang={lang} title={t.title} back subtitle={t.subtitle}>
      <DataRequestsView />
    </AdminFrame>
  )
}
