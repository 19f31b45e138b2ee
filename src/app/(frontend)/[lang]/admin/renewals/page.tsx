import type { Metadata } from 'next'

import { AdminFrame } from '@/features/office/ui/AdminFrame'
import { RENEWAL_TEXT } from '@/features/renewals/client'
import { langOf } from '@/platform/http/route-lang'

import { RenewalsView } from '../../../../../features/renewals/ui/office/RenewalsView'

/** /admin/renewals: the renewal reminders of a year per step, and the settings behind them. */
type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: RENEWAL_TEXT[await langOf(params)].admin.title }
}

export default async function AdminRenewalsPage({ params }: Props) {
  const lang = await langOf(params)
  const t = RENEWAL_TEXT[lang].admin
  return (
    <AdminFrame lang={lang} title={t.title} back subtitle={t.subtitle}>
      <RenewalsView />
    </AdminFrame>
  )
}
