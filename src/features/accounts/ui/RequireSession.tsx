'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { useLocale } from '@/platform/i18n/LocaleProvider'
import { SESSION_TEXT } from '@/features/membership/client'
import { splitLocale } from '@/platform/i18n/paths'
import { officeMayOpen } from '@/features/office/ui/office-pages'

import { loginPathFor } from './routes'
import { useSession } from './session'
import styles from './RequireSession.module.css'

/**
 * Client guard for the signed-in pages (spec §2, §6): no session → /login,
 * remembering this page; `role="admin"` and a signed-in non-admin → /.
 * `role="office"` (the /admin pages): admins everywhere, a district
 * coordinator on their pages only (components/admin/office-pages.ts; elsewhere
 * → /admin/dashboard), anyone else → /. The API checks the same on every call;
 * this only keeps people off pages that would show them nothing.
 */
export function RequireSession({
  role,
  loadingText,
  children,
}: {
  role?: 'admin' | 'office'
  loadingText?: string
  children: React.ReactNode
}) {
  const { ready, user, leaving } = useSession()
  const router = useRouter()
  const { lang, href } = useLocale()
  const path = splitLocale(usePathname() ?? '/').path
  const t = SESSION_TEXT[lang]
  const allowed = Boolean(user) && (role === undefined || (role === 'admin' ? user?.role === 'admin' : officeMayOpen(user?.role, path)))

  useEffect(() => {
    if (!ready || allowed || leaving) return
    const away = user?.role === 'coordinator' && role === 'office' ? '/admin/dashboard' : '/'
    router.replace(user ? href(away) : loginPathFor(window.location.pathname + window.location.search))
  }, [ready, allowed, leaving, user, role, router, href])

  if (!ready || !allowed) {
    return (
      <p className={styles.wait} role="status">
        {ready ? t.redirecting : (loadingText ?? t.loading)}
      </p>
    )
  }
  return <>{children}</>
}
