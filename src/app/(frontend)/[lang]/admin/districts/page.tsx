import type { Metadata } from 'next'

import { AdminFrame } from '@/features/office/ui/AdminFrame'
import { DISTRICTS_TEXT } from '@/features/office/client'
import { langOf } from '@/platform/http/route-lang'

import { DistrictsView } from '../../../../../features/office/ui/districts/DistrictsView'

/** /admin/districts: every district's year for admins, a coordinator's own districts for them. */
type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: DISTRICTS_TEXT[await langOf(params)].title }
}

export default async function AdminDistrictsPage({ params }: Props) {
  const lang = await langOf(params)
  const t = DISTRICTS_TEXT[lang]
  return (
    <AdminFrame lang={lang} title={t.title} back subtitle={t.subtitle}>
      <DistrictsView />
    </AdminFrame>
  )
}
