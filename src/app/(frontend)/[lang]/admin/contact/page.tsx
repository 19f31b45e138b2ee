import type { Metadata } from 'next'

import { AdminFrame } from '@/features/office/ui/AdminFrame'
import { ADMIN_TEXT } from '@/features/office/client'
import { langOf } from '@/platform/http/route-lang'

import { ContactView } from '../../../../../features/contact/ui/office/ContactView'

/** /admin/contact: messages sent through the contact form (spec §2 'Admin routes'). */
type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: ADMIN_TEXT[await langOf(params)].contact.title }
}

export default async function AdminContactPage({ params }: Props) {
  const lang = await langOf(params)
  const t = ADMIN_TEXT[lang].contact
  return (
    <AdminFrame lang={lang} title={t.title} back subtitle={t.subtitle}>
      <ContactView />
    </AdminFrame>
  )
}
