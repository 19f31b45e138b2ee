import type { Metadata } from 'next'

import { AdminFrame } from '@/components/admin/AdminFrame'
import { MediaTabs } from '@/components/admin/media/MediaTabs'

/** /admin/media (spec §2 'Admin routes'): news, photos and videos; the admin layout lets admins only in. */
export const metadata: Metadata = { title: 'Media Management' }

export default function MediaManagementPage() {
  return (
    <AdminFrame title="Media Management" back>
      <MediaTabs />
    </AdminFrame>
  )
}
