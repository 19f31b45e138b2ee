import type { Metadata } from 'next'

import { AdminFrame } from '@/components/admin/AdminFrame'

import { DownloadUsers } from './DownloadUsers'
import { UsersView } from './UsersView'

/** /admin/users: the ten most recent members and the export of all (spec §2 'Admin routes'). */
export const metadata: Metadata = { title: 'User Management' }

export default function AdminUsersPage() {
  return (
    <AdminFrame title="User Management" back subtitle="List of Recent 10 Users" actions={<DownloadUsers />}>
      <UsersView />
    </AdminFrame>
  )
}
