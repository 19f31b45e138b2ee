import type { Metadata } from 'next'

import { AuthFrame } from '@/components/account/AuthFrame'
import { RequireSession } from '@/components/account/RequireSession'
import { GRIEVANCE_TEXT } from '@/i18n/messages/grievance'
import { langOf } from '@/i18n/route-lang'

import { GrievanceForm } from './GrievanceForm'

type Props = { params: Promise<{ lang: string }> }

/** /grievance: a member raises a grievance with the association (spec §2 'Signed-in routes'); /hi/grievance in Hindi. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: GRIEVANCE_TEXT[await langOf(params)].title, robots: { index: false, follow: false } }
}

export default async function GrievancePage({ params }: Props) {
  const t = GRIEVANCE_TEXT[await langOf(params)]
  return (
    <AuthFrame title={t.title} lead={<p>{t.lead}</p>}>
      <RequireSession>
        <GrievanceForm />
      </RequireSession>
    </AuthFrame>
  )
}
