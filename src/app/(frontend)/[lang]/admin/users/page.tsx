import type { Metadata } from 'next'

import { AdminFrame } from '@/features/office/ui/AdminFrame'
import { ADMIN_TEXT } from '@/features/office/client'
import { langOf } from '@/platform/http/route-lang'

import { DownloadUsers } from '../../../../../features/office/ui/users/DownloadUsers'
import { UsersView } from '../../../../../features/office/ui/users/UsersView'

/** /admin/users: the ten most recent members and the export of all (spec §2 'Admin routes'). */
type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: ADMIN_TEXT[await langOf(params)].users.title }
}

export default async function AdminUsersPage({ params }: Props) {
  const lang = await langOf(params)
  const t = ADMIN_TEXT[lang].users
  return (
    <AdminFrame lang={lang} title={t.title} back subtitle={t.subtitle} actions={<DownloadUsers />}>
      <UsersView />
    </AdminFrame>
  )
}
