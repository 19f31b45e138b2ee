import type { Metadata } from 'next'

import { AuthFrame } from '@/features/accounts/ui/AuthFrame'
import { RequireSession } from '@/features/accounts/ui/RequireSession'
import { ACCOUNT_TEXT } from '@/features/accounts/client'
import { MyGrievancesLink } from '@/features/grievances/ui/member/MyGrievancesLink'
import { langOf } from '@/platform/http/route-lang'

import { ConsentChoices } from '../../../../features/privacy/ui/ConsentChoices'
import { LanguagePreference } from '../../../../features/accounts/ui/profile/LanguagePreference'
import { MyDataLink } from '../../../../features/privacy/ui/MyDataLink'
import { ProfileView } from '../../../../features/accounts/ui/profile/ProfileView'
import { RenewalReminders } from '../../../../features/renewals/ui/RenewalReminders'
import view from '../../../../features/accounts/ui/profile/profile.module.css'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: ACCOUNT_TEXT[await langOf(params)].profile.title, robots: { index: false, follow: false } }
}

/** /profile: the member's own details (spec §2 'Signed-in routes'), and the language of their mail. */
export default async function ProfilePage({ params }: Props) {
  const t = ACCOUNT_TEXT[await langOf(params)].profile
  return (
    <AuthFrame title={t.title} lead={<p>{t.lead}</p>} wide>
      <RequireSession loadingText={t.loading}>
        <ProfileView />
        <LanguagePreference />
        <RenewalReminders />
        <ConsentChoices />
        <MyGrievancesLink className={view.language} />
        <MyDataLink />
      </RequireSession>
    </AuthFrame>
  )
}
