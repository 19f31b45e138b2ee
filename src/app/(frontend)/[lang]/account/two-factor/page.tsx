import type { Metadata } from 'next'

import { AuthFrame } from '@/features/accounts/ui/AuthFrame'
import { TWO_FACTOR_TEXT } from '@/features/accounts/client'
import { langOf } from '@/platform/http/route-lang'
import { pageMetadata } from '@/features/content'

import { TwoFactorSetup } from '../../../../../features/accounts/ui/two-factor/TwoFactorSetup'

type Props = { params: Promise<{ lang: string }> }

/** /account/two-factor and /hi/account/two-factor: an admin or coordinator connects an authenticator app. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = TWO_FACTOR_TEXT[await langOf(params)].setup
  return { ...pageMetadata({ title: t.title, description: t.description, path: '/account/two-factor' }), robots: { index: false } }
}

export default async function TwoFactorPage({ params }: Props) {
  const t = TWO_FACTOR_TEXT[await langOf(params)].setup
  return (
    <AuthFrame title={t.title} lead={<p>{t.lead}</p>}>
      <TwoFactorSetup />
    </AuthFrame>
  )
}
