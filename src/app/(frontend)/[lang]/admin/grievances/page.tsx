import type { Metadata } from 'next'

import { AdminFrame } from '@/components/admin/AdminFrame'

import { GrievancesView } from './GrievancesView'

/** /admin/grievances: members' grievances and their status (spec §2 'Admin routes'). */
export const metadata: Metadata = { title: 'Grievances' }

export default function AdminGrievancesPage() {
  return (
    <AdminFrame title="Grievances" back subtitle="Grievances submitted by members, newest first">
      <GrievancesView />
    </AdminFrame>
  )
}
