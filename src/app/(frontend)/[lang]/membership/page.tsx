import type { Metadata } from 'next'

import { AuthFrame } from '@/features/accounts/ui/AuthFrame'
import styles from '@/features/accounts/ui/forms.module.css'
import { ACCOUNT_TEXT } from '@/features/accounts/client'
import { langOf } from '@/platform/http/route-lang'
import { pageMetadata } from '@/features/content'

import { RegistrationForm } from '../../../../features/accounts/ui/forms/RegistrationForm'

type Props = { params: Promise<{ lang: string }> }

/** /membership: 'Become A Member' (spec §2 'Registration page'), and /hi/membership. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = ACCOUNT_TEXT[await langOf(params)].register
  return pageMetadata({ title: t.title, description: t.description, path: '/membership' })
}

export default async function MembershipPage({ params }: Props) {
  const t = ACCOUNT_TEXT[await langOf(params)].register
  return (
    <AuthFrame title={t.title} lead={<p>{t.lead}</p>} wide>
      <h2 className={styles.heading}>{t.heading}</h2>
      <RegistrationForm />
    </AuthFrame>
  )
}
