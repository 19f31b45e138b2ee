import type { Metadata } from 'next'
import { Suspense } from 'react'

import { AdminFrame } from '@/features/office/ui/AdminFrame'
import { REGISTER_TEXT } from '@/features/office/client'
import { langOf } from '@/platform/http/route-lang'

import { RegisterView } from '../../../../../features/office/ui/register/RegisterView'

/** /admin/members: the member register. The query lives in the URL, so back and a shared link show the same list. */
type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: REGISTER_TEXT[await langOf(params)].title }
}

export default async function MemberRegisterPage({ params }: Props) {
  const lang = await langOf(params)
  const t = REGISTER_TEXT[lang]
  return (
    <AdminFrame lang={lang} title={t.title} back subtitle={t.subtitle}>
      {/* useSearchParams: rendered on the client from the URL. */}
      <Suspense fallback={<p>{t.loading}</p>}>
        <RegisterView />
      </Suspense>
    </AdminFrame>
  )
}
