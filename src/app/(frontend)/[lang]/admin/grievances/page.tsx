import type { Metadata } from 'next'

import { AdminFrame } from '@/features/office/ui/AdminFrame'
import { ADMIN_TEXT } from '@/features/office/client'
import { langOf } from '@/platform/http/route-lang'

import { GrievancesView } from '@/features/grievances/ui/desk/GrievancesView'

/** /admin/grievances[?overdue=1]: members' grievances and their status (spec §2 'Admin routes'), with the case's facts. */
type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ overdue?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: ADMIN_TEXT[await langOf(params)].grievances.title }
}

export default async function AdminGrievancesPage({ params, searchParams }: Props) {
  const lang = await langOf(params)
  // ?overdue=1: only the cases past their due date (the dashboard links here).
  const overdue = (await searchParams).overdue === '1'
  const t = ADMIN_TEXT[lang].grievances
  return (
    <AdminFrame lang={lang} title={t.title} back subtitle={t.subtitle}>
      <GrievancesView overdue={overdue} />
    </AdminFrame>
  )
}
