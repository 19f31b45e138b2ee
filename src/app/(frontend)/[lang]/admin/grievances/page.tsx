import type { Metadata } from 'next'

import { AdminFrame } from '@/components/admin/AdminFrame'
import { ADMIN_TEXT } from '@/i18n/messages/admin'
import { langOf } from '@/i18n/route-lang'

import { GrievancesView } from './GrievancesView'

/** /admin/grievances: members' grievances and their status (spec §2 'Admin routes'). */
type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: ADMIN_TEXT[await langOf(params)].grievances.title }
}

export default async function AdminGrievancesPage({ params }: Props) {
  const lang = await langOf(params)
  const t = ADMIN_TEXT[lang].grievances
  return (
    <AdminFrame lang={lang} title={t.title} back subtitle={t.subtitle}>
      <GrievancesView />
    </AdminFrame>
  )
}
