import type { Metadata } from 'next'

import { ContentPage } from '@/components/home/ContentPage'
import { LeaderCards } from '@/components/leaders/LeaderCards'
import { getGlobal } from '@/lib/queries'
import { pageMetadata } from '@/lib/seo'

/** /team: the leaders global, the same cards as on the home page. */
const titleOf = (leaders: { title?: string | null }) => leaders.title || 'Our Team'

export async function generateMetadata(): Promise<Metadata> {
  const leaders = await getGlobal('leaders')
  const people = (leaders.leaders ?? []).map((p) => `${p.name}, ${p.position}`).join('; ')
  return pageMetadata({
    title: titleOf(leaders),
    description: people ? `The association's leaders: ${people}.` : null,
    path: '/team',
  })
}

export default async function TeamPage() {
  const leaders = await getGlobal('leaders')
  return (
    <ContentPage title={titleOf(leaders)} wide>
      <LeaderCards leaders={leaders.leaders} headingLevel={2} />
    </ContentPage>
  )
}
