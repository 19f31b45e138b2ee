import type { Metadata } from 'next'

import { AdminFrame } from '@/features/office/ui/AdminFrame'
import { REGISTER_TEXT } from '@/features/office/client'
import { langOf } from '@/platform/http/route-lang'

import { MemberFileView } from '../../../../../../features/office/ui/member-file/MemberFileView'

/** /admin/members/{id}: the member file. The name becomes the heading once loaded; the frame's title says what the page is. */
type Props = { params: Promise<{ lang: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: REGISTER_TEXT[await langOf(params)].title }
}

export default async function MemberFilePage({ params }: Props) {
  const [lang, { id }] = await Promise.all([langOf(params), params])
  return (
    <AdminFrame lang={lang} title={REGISTER_TEXT[lang].title} back>
      <MemberFileView id={id} />
    </AdminFrame>
  )
}
