import type { Metadata } from 'next'

import { RequireSession } from '@/components/account/RequireSession'

/**
 * Every /admin page (spec §2 'Admin routes'): admins only. Signed out → /login,
 * signed in without the admin role → /. The /api/admin handlers check the same
 * on every call; this guard only keeps others off pages that would show nothing.
 * Admin code lives in these routes alone, so public pages never load it.
 */
export const metadata: Metadata = { robots: { index: false, follow: false } }

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <RequireSession role="admin">{children}</RequireSession>
}
