'use client'

import { lazy, Suspense } from 'react'

import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import { CHROME } from '@/features/content/client'

import { useSession } from './session'
import styles from './AccountMenu.module.css'

// Only a signed-in page needs the badge and the profile dropdown (and the office's menu texts): a chunk of its own.
const SignedInMenu = lazy(() => import('./SignedInMenu').then((m) => ({ default: m.SignedInMenu })))

/**
 * The account end of the header (spec §2 Navigation). The server and the first
 * client render show the signed-out links; the session is read after
 * hydration, so the markup always matches.
 */
export function AccountMenu() {
  const { ready, user } = useSession()
  const t = CHROME[useLocale().lang]
  if (!ready || !user) {
    return (
      <>
        <Link href="/login" className={styles.login}>
          {t.login}
        </Link>
        <Link href="/membership" className={`button ${styles.register}`}>
          {t.register}
        </Link>
      </>
    )
  }
  return (
    <Suspense fallback={null}>
      <SignedInMenu user={user} />
    </Suspense>
  )
}
