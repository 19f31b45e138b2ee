import type { Metadata } from 'next'

import { ContentPage } from '@/components/home/ContentPage'
import { LeaderCards } from '@/components/leaders/LeaderCards'
import { langOf, type LangParams } from '@/i18n/route-lang'
import { getGlobal } from '@/lib/queries'
import { pageMetadata } from '@/lib/seo'

/** /team: the leaders global, the same cards as on the home page. */
const titleOf = (leaders: { title?: string | null }) => leaders.title || 'Our Team'

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  const leaders = await getGlobal('leaders', await langOf(params))
  const people = (leaders.leaders ?? []).map((p) => `${p.name}, ${p.position}`).join('; ')
  return pageMetadata({
    title: titleOf(leaders),
    description: people ? `The association's leaders: ${people}.` : null,
    path: '/team',
  })
}

export default async function TeamPage({ params }: LangParams) {
  const leaders = await getGlobal('leaders', await langOf(params))
  return (
    <ContentPage title={titleOf(leaders)} wide>
      <LeaderCards leaders={leaders.leaders} headingLevel={2} />
    </ContentPage>
  )
}
