import type { Metadata } from 'next'

import { AdminFrame } from '@/features/office/ui/AdminFrame'
import { AdminOnly } from '@/features/office/ui/AdminOnly'
import { ADMIN_TEXT } from '@/features/office/client'
import { langOf } from '@/platform/http/route-lang'

import { DashboardView } from '../../../../../features/office/ui/dashboard/DashboardView'
import { DuplicatePayments } from '../../../../../features/office/ui/dashboard/DuplicatePayments'
import { MembershipSummary } from '../../../../../features/office/ui/dashboard/MembershipSummary'

/** /admin/dashboard: where an admin lands after login (spec §2 'Admin routes'). */
type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: ADMIN_TEXT[await langOf(params)].dashboard.title }
}

export default async function AdminDashboardPage({ params }: Props) {
  const lang = await langOf(params)
  const t = ADMIN_TEXT[lang].dashboard
  return (
    <AdminFrame lang={lang} title={t.title} subtitle={t.subtitle}>
      <DashboardView />
      <MembershipSummary />
      <AdminOnly>
        <DuplicatePayments />
      </AdminOnly>
    </AdminFrame>
  )
}
