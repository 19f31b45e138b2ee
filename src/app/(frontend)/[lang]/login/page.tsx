import type { Metadata } from 'next'

import { AuthFrame } from '@/features/accounts/ui/AuthFrame'
import { ACCOUNT_TEXT } from '@/features/accounts/client'
import { langOf } from '@/platform/http/route-lang'
import { pageMetadata } from '@/features/content'

import { LoginForm } from '../../../../features/accounts/ui/forms/LoginForm'

type Props = { params: Promise<{ lang: string }> }

/** /login (spec §2), and /hi/login. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = ACCOUNT_TEXT[await langOf(params)].login
  return pageMetadata({ title: t.title, description: t.description, path: '/login' })
}

export default async function LoginPage({ params }: Props) {
  const t = ACCOUNT_TEXT[await langOf(params)].login
  return (
    <AuthFrame title={t.title} lead={<p>{t.lead}</p>}>
      <LoginForm />
    </AuthFrame>
  )
}
