import type { Metadata } from 'next'

import { AdminFrame } from '@/features/office/ui/AdminFrame'
import { DESK_TEXT } from '@/features/grievances/client'
import { langOf } from '@/platform/http/route-lang'

import { CaseView } from '@/features/grievances/ui/desk/CaseView'

/** /admin/grievances/{id}: one case for the office: details, files, timeline, reply, assignee, status. */
type Props = { params: Promise<{ lang: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: DESK_TEXT[await langOf(params)].page.title }
}

export default async function GrievanceCasePage({ params }: Props) {
  const [lang, { id }] = await Promise.all([langOf(params), params])
  return (
    <AdminFrame lang={lang} title={DESK_TEXT[lang].page.title} back>
      <CaseView id={id} />
    </AdminFrame>
  )
}
