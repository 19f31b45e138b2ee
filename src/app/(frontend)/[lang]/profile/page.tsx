import type { Metadata } from 'next'

import { AuthFrame } from '@/components/account/AuthFrame'
import { RequireSession } from '@/components/account/RequireSession'

import { ProfileView } from './ProfileView'

/** /profile: the member's own details (spec §2 'Signed-in routes'). */
export const metadata: Metadata = { title: 'My Profile', robots: { index: false, follow: false } }

export default function ProfilePage() {
  return (
    <AuthFrame title="My Profile" lead={<p>Your details as the association holds them. Keep them correct: they appear on your certificate.</p>} wide>
      <RequireSession loadingText="Loading profile...">
        <ProfileView />
      </RequireSession>
    </AuthFrame>
  )
}
