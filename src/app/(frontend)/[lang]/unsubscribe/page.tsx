import type { Metadata } from 'next'

import { AuthFrame } from '@/features/accounts/ui/AuthFrame'
import styles from '@/features/accounts/ui/forms.module.css'
import { RENEWAL_TEXT } from '@/features/renewals/client'
import { langOf } from '@/platform/http/route-lang'

import { UnsubscribeButton } from '../../../../features/renewals/ui/UnsubscribeButton'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /unsubscribe?t=… and /hi/unsubscribe: the link in every renewal
 * reminder. Opening it changes nothing (mail scanners open links); the one
 * button posts the signed token to /api/renewals/unsubscribe. The token is in
 * the address, so no Referer leaves this page.
 */
export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return { title: RENEWAL_TEXT[await langOf(params)].unsubscribe.title, robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

export default async function UnsubscribePage({ params, searchParams }: Props) {
  const t = RENEWAL_TEXT[await langOf(params)].unsubscribe
  const raw = (await searchParams).t
  const token = typeof raw === 'string' ? raw.trim() : ''
  return (
    <AuthFrame title={t.title} lead={<p>{t.lead}</p>}>
      {token ? (
        <UnsubscribeButton token={token} />
      ) : (
        <p className={`${styles.banner} ${styles.bannerError}`} role="alert">
          {t.noToken}
        </p>
      )}
    </AuthFrame>
  )
}
