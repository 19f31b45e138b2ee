import type { Metadata } from 'next'

import { RequireSession } from '@/components/account/RequireSession'
import { ADMIN_TEXT } from '@/i18n/messages/admin'
import { langOf } from '@/i18n/route-lang'

/**
 * Every /admin page (spec §2 'Admin routes'): admins only. Signed out → /login,
 * signed in without the admin role → /. The /api/admin handlers check the same
 * on every call; this guard only keeps others off pages that would show nothing.
 * Admin code lives in these routes alone, so public pages never load it.
 */
export const metadata: Metadata = { robots: { index: false, follow: false } }

export default async function AdminLayout({ children, params }: { children: React.ReactNode; params: Promise<{ lang: string }> }) {
  return (
    <RequireSession role="admin" loadingText={ADMIN_TEXT[await langOf(params)].loading}>
      {children}
    </RequireSession>
  )
}
