import type { Metadata } from 'next'

import { AuthFrame } from '@/features/accounts/ui/AuthFrame'
import { RequireSession } from '@/features/accounts/ui/RequireSession'
import type { Locale } from '@/platform/i18n/locales'
import { GRIEVANCE_TEXT } from '@/features/grievances/client'
import { langOf } from '@/platform/http/route-lang'
import { getPayloadClient } from '@/platform/payload/client'

import { GrievanceForm, type CategoryOption } from '@/features/grievances/ui/filing/GrievanceForm'

type Props = { params: Promise<{ lang: string }> }

/** /grievance: a member raises a grievance with the association (spec §2 'Signed-in routes'); /hi/grievance in Hindi. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: GRIEVANCE_TEXT[await langOf(params)].title, robots: { index: false, follow: false } }
}

/** The categories office staff keep in the CMS: the active ones, in their order, named in the page's language. */
async function activeCategories(lang: Locale): Promise<CategoryOption[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'grievance-categories',
    where: { active: { equals: true } },
    sort: ['order', 'id'],
    locale: lang,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { key: true, name: true },
  })
  return docs.map((c) => ({ key: c.key, name: c.name ?? c.key }))
}

export default async function GrievancePage({ params }: Props) {
  const lang = await langOf(params)
  const t = GRIEVANCE_TEXT[lang]
  return (
    <AuthFrame title={t.title} lead={<p>{t.lead}</p>}>
      <RequireSession>
        <GrievanceForm categories={await activeCategories(lang)} />
      </RequireSession>
    </AuthFrame>
  )
}
