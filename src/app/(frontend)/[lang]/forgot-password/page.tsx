import type { Metadata } from 'next'

import { AuthFrame } from '@/components/account/AuthFrame'

import { ForgotPasswordForm } from './ForgotPasswordForm'

/** /forgot-password (spec §2). */
export const metadata: Metadata = {
  title: 'Forgot Password',
  description: 'Request a link to set a new password for your member account.',
  robots: { index: false, follow: true },
}

export default function ForgotPasswordPage() {
  return (
    <AuthFrame title="Forgot Password">
      <ForgotPasswordForm />
    </AuthFrame>
  )
}
