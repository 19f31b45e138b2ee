import type { Metadata } from 'next'

import { RequireSession } from '@/features/accounts/ui/RequireSession'
import { ADMIN_TEXT } from '@/features/office/client'
import { langOf } from '@/platform/http/route-lang'

/**
 * Every /admin page (spec §2 'Admin routes'): admins, and district coordinators on
 * their own pages (components/admin/office-pages.ts). Signed out → /login,
 * a coordinator elsewhere → /admin/dashboard, anyone else → /. The /api/admin handlers check the same
 * on every call; this guard only keeps others off pages that would show nothing.
 * Admin code lives in these routes alone, so public pages never load it.
 */
export const metadata: Metadata = { robots: { index: false, follow: false } }

export default async function AdminLayout({ children, params }: { children: React.ReactNode; params: Promise<{ lang: string }> }) {
  return (
    <RequireSession role="office" loadingText={ADMIN_TEXT[await langOf(params)].loading}>
      {children}
    </RequireSession>
  )
}
