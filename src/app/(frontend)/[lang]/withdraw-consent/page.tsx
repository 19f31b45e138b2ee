import type { Metadata } from 'next'

import { AuthFrame } from '@/features/accounts/ui/AuthFrame'
import styles from '@/features/accounts/ui/forms.module.css'
import { isOptInPurpose, CONSENT_CHOICES_TEXT } from '@/features/privacy/client'
import { langOf } from '@/platform/http/route-lang'

import { WithdrawButton } from '../../../../features/privacy/ui/WithdrawButton'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /withdraw-consent?p=<purpose>&t=<token> and its /hi twin: the link
 * in an opt-in's confirmation mail. Opening it changes nothing (mail scanners
 * open links); the one button posts the signed token to /api/consents/withdraw.
 * The token is in the address, so no Referer leaves this page.
 */
export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return {
    title: CONSENT_CHOICES_TEXT[await langOf(params)].withdraw.title,
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  }
}

export default async function WithdrawConsentPage({ params, searchParams }: Props) {
  const t = CONSENT_CHOICES_TEXT[await langOf(params)].withdraw
  const { t: rawToken, p: purpose } = await searchParams
  const token = typeof rawToken === 'string' ? rawToken.trim() : ''
  return (
    <AuthFrame title={t.title} lead={<p>{t.lead}</p>}>
      {token && isOptInPurpose(purpose) ? (
        <WithdrawButton token={token} purpose={purpose} />
      ) : (
        <p className={`${styles.banner} ${styles.bannerError}`} role="alert">
          {t.noToken}
        </p>
      )}
    </AuthFrame>
  )
}
