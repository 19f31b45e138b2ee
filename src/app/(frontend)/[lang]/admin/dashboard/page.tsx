import type { Metadata } from 'next'

import { AdminFrame } from '@/components/admin/AdminFrame'

import { DashboardView } from './DashboardView'
import { DuplicatePayments } from './DuplicatePayments'
import { MembershipSummary } from './MembershipSummary'

/** /admin/dashboard: where an admin lands after login (spec §2 'Admin routes'). */
export const metadata: Metadata = { title: 'Admin Dashboard' }

export default function AdminDashboardPage() {
  return (
    <AdminFrame title="Admin Dashboard" subtitle="Members, grievances, messages and the website's media at a glance">
      <DashboardView />
      <MembershipSummary />
      <DuplicatePayments />
    </AdminFrame>
  )
}
