import type { Metadata } from 'next'

import { AdminFrame } from '@/features/office/ui/AdminFrame'
import { MediaTabs } from '@/features/content/ui/media-desk/MediaTabs'
import { ADMIN_MEDIA_TEXT } from '@/features/content/client'
import { langOf } from '@/platform/http/route-lang'

/** /admin/media (spec §2 'Admin routes'): news, photos and videos; the admin layout lets admins only in. */
type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: ADMIN_MEDIA_TEXT[await langOf(params)].title }
}

export default async function MediaManagementPage({ params }: Props) {
  const lang = await langOf(params)
  return (
    <AdminFrame lang={lang} title={ADMIN_MEDIA_TEXT[lang].title} back>
      <MediaTabs />
    </AdminFrame>
  )
}
