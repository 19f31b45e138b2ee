import type { Metadata } from 'next'

import { AuthFrame } from '@/features/accounts/ui/AuthFrame'
import { RequireSession } from '@/features/accounts/ui/RequireSession'
import { GRIEVANCES_MEMBER_TEXT } from '@/features/grievances/client'
import { langOf } from '@/platform/http/route-lang'

import { CaseList } from '@/features/grievances/ui/member/CaseList'

type Props = { params: Promise<{ lang: string }> }

/** /grievances: the signed-in member's own cases; /hi/grievances in Hindi. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: GRIEVANCES_MEMBER_TEXT[await langOf(params)].listTitle, robots: { index: false, follow: false } }
}

export default async function GrievancesPage({ params }: Props) {
  const t = GRIEVANCES_MEMBER_TEXT[await langOf(params)]
  return (
    <AuthFrame title={t.listTitle} lead={<p>{t.listLead}</p>} wide>
      <RequireSession loadingText={t.loading}>
        <CaseList />
      </RequireSession>
    </AuthFrame>
  )
}
