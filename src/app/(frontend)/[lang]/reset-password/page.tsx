import type { Metadata } from 'next'
import { Link } from '@/i18n/LocaleProvider'

import { AuthFrame } from '@/components/account/AuthFrame'
import styles from '@/components/account/forms.module.css'

import { ResetPasswordForm } from './ResetPasswordForm'

/**
 * /reset-password?token=… (spec §2). The token is in the address, so no
 * Referer leaves this page (security notes: Referrer-Policy no-referrer).
 */
export const metadata: Metadata = {
  title: 'Reset Password',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token
  const token = typeof raw === 'string' ? raw.trim() : ''
  if (!token) {
    return (
      <AuthFrame title="Invalid Reset Link">
        <div className={styles.form}>
          <p>This link has no reset token. It may have been copied incompletely. Ask for a new link and use it within an hour.</p>
          <Link href="/forgot-password" className={styles.submit}>
            Request a new link
          </Link>
        </div>
      </AuthFrame>
    )
  }
  return (
    <AuthFrame title="Reset Password" lead={<p>Choose a new password for your account.</p>}>
      <ResetPasswordForm token={token} />
    </AuthFrame>
  )
}
