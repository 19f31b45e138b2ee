import type { Metadata } from 'next'

import { AuthFrame } from '@/features/accounts/ui/AuthFrame'
import { ACCOUNT_TEXT } from '@/features/accounts/client'
import { langOf } from '@/platform/http/route-lang'

import { ForgotPasswordForm } from '../../../../features/accounts/ui/forms/ForgotPasswordForm'

type Props = { params: Promise<{ lang: string }> }

/** /forgot-password (spec §2), and /hi/forgot-password. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = ACCOUNT_TEXT[await langOf(params)].forgot
  return { title: t.title, description: t.description, robots: { index: false, follow: true } }
}

export default async function ForgotPasswordPage({ params }: Props) {
  return (
    <AuthFrame title={ACCOUNT_TEXT[await langOf(params)].forgot.title}>
      <ForgotPasswordForm />
    </AuthFrame>
  )
}
