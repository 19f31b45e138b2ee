import type { Metadata } from 'next'

import { AuthFrame } from '@/features/accounts/ui/AuthFrame'
import { RequireSession } from '@/features/accounts/ui/RequireSession'
import { fill } from '@/platform/i18n/define'
import { GRIEVANCES_MEMBER_TEXT } from '@/features/grievances/client'
import { langOf } from '@/platform/http/route-lang'

import { CaseView } from '@/features/grievances/ui/member/CaseView'

type Props = { params: Promise<{ lang: string; caseNumber: string }> }

// The number as the address has it; the API decides whether it is one of the member's (404 otherwise).
const caseNumberOf = async (params: Props['params']) => decodeURIComponent((await params).caseNumber).slice(0, 40)

/** /grievances/{caseNumber}: one of the member's cases, its timeline, rating and reopening; /hi/… in Hindi. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    title: fill(GRIEVANCES_MEMBER_TEXT[await langOf(params)].caseTitle, { caseNumber: await caseNumberOf(params) }),
    robots: { index: false, follow: false },
  }
}

export default async function GrievanceCasePage({ params }: Props) {
  const t = GRIEVANCES_MEMBER_TEXT[await langOf(params)]
  const caseNumber = await caseNumberOf(params)
  return (
    <AuthFrame title={fill(t.caseTitle, { caseNumber })} wide>
      <RequireSession loadingText={t.caseLoading}>
        <CaseView caseNumber={caseNumber} />
      </RequireSession>
    </AuthFrame>
  )
}
