import type { Metadata } from 'next'

import { AuthFrame } from '@/components/account/AuthFrame'
import { pageMetadata } from '@/lib/seo'

import { LoginForm } from './LoginForm'

/** /login (spec §2). */
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: 'Login', description: 'Members of the association log in to see their profile, membership and certificate.', path: '/login' })
}

export default function LoginPage() {
  return (
    <AuthFrame title="Login" lead={<p>Welcome back! Please login to your account</p>}>
      <LoginForm />
    </AuthFrame>
  )
}
