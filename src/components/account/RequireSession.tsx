'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { useLocale } from '@/i18n/LocaleProvider'
import { SESSION_TEXT } from '@/i18n/messages/membership'

import { loginPathFor } from './routes'
import { useSession } from './session'
import styles from './RequireSession.module.css'

/**
 * Client guard for the signed-in pages (spec §2, §6): no session → /login,
 * remembering this page; `role="admin"` and a signed-in non-admin → /. The
 * API checks the same on every call; this only keeps people off pages that
 * would show them nothing.
 */
export function RequireSession({ role, loadingText, children }: { role?: 'admin'; loadingText?: string; children: React.ReactNode }) {
  const { ready, user, leaving } = useSession()
  const router = useRouter()
  const { lang, href } = useLocale()
  const t = SESSION_TEXT[lang]
  const allowed = Boolean(user) && (role !== 'admin' || user?.role === 'admin')

  useEffect(() => {
    if (!ready || allowed || leaving) return
    router.replace(user ? href('/') : loginPathFor(window.location.pathname + window.location.search))
  }, [ready, allowed, leaving, user, router, href])

  if (!ready || !allowed) {
    return (
      <p className={styles.wait} role="status">
        {ready ? t.redirecting : (loadingText ?? t.loading)}
      </p>
    )
  }
  return <>{children}</>
}
