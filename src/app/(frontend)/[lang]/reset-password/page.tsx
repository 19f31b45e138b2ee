import type { Metadata } from 'next'
import { Link } from '@/platform/i18n/LocaleProvider'

import { AuthFrame } from '@/features/accounts/ui/AuthFrame'
import styles from '@/features/accounts/ui/forms.module.css'
import { ACCOUNT_TEXT } from '@/features/accounts/client'
import { langOf } from '@/platform/http/route-lang'

import { ResetPasswordForm } from '../../../../features/accounts/ui/forms/ResetPasswordForm'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /reset-password?token=… (spec §2), and /hi/reset-password. The token is in
 * the address, so no Referer leaves this page (security notes: Referrer-Policy no-referrer).
 */
export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return { title: ACCOUNT_TEXT[await langOf(params)].reset.title, robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const t = ACCOUNT_TEXT[await langOf(params)].reset
  const raw = (await searchParams).token
  const token = typeof raw === 'string' ? raw.trim() : ''
  if (!token) {
    return (
      <AuthFrame title={t.invalidTitle}>
        <div className={styles.form}>
          <p>{t.invalidText}</p>
          <Link href="/forgot-password" className={styles.submit}>
            {t.requestNew}
          </Link>
        </div>
      </AuthFrame>
    )
  }
  return (
    <AuthFrame title={t.title} lead={<p>{t.lead}</p>}>
      <ResetPasswordForm token={token} />
    </AuthFrame>
  )
}
