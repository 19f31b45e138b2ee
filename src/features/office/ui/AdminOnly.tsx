'use client'

import { useSession } from '@/features/accounts/ui/session'

/** Parts of a shared /admin page that only admins see (a coordinator's API calls for them would be refused). */
export function AdminOnly({ children }: { children: React.ReactNode }) {
  const { user } = useSession()
  return user?.role === 'admin' ? <>{children}</> : null
}
