import type { Metadata } from 'next'

import { AuthFrame } from '@/components/account/AuthFrame'
import { RequireSession } from '@/components/account/RequireSession'

import { GrievanceForm } from './GrievanceForm'

/** /grievance: a member raises a grievance with the association (spec §2 'Signed-in routes'). */
export const metadata: Metadata = { title: 'Submit a Grievance', robots: { index: false, follow: false } }

export default function GrievancePage() {
  return (
    <AuthFrame title="Submit a Grievance" lead={<p>The association's office reads every grievance and follows it up with you.</p>}>
      <RequireSession>
        <GrievanceForm />
      </RequireSession>
    </AuthFrame>
  )
}
