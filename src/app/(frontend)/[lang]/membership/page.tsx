import type { Metadata } from 'next'

import { AuthFrame } from '@/components/account/AuthFrame'
import styles from '@/components/account/forms.module.css'
import { pageMetadata } from '@/lib/seo'

import { RegistrationForm } from './RegistrationForm'

/** /membership: 'Become A Member' (spec §2 'Registration page'). */
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Become A Member',
    description: 'Register as a member of the association of Community Health Officers of Uttar Pradesh: one form, then the yearly membership fee.',
    path: '/membership',
  })
}

export default function MembershipPage() {
  return (
    <AuthFrame title="Become A Member" lead={<p>Join the association of Community Health Officers of Uttar Pradesh. After registering you can pay the yearly fee and download your certificate.</p>} wide>
      <h2 className={styles.heading}>Registration Form</h2>
      <RegistrationForm />
    </AuthFrame>
  )
}
