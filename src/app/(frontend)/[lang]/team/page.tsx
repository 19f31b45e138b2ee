import type { Metadata } from 'next'

import { ContentPage } from '@/features/content/ui/home/ContentPage'
import { LeaderCards } from '@/features/content/ui/leaders/LeaderCards'
import type { Locale } from '@/platform/i18n/locales'
import { fill } from '@/platform/i18n/define'
import { HOME_TEXT } from '@/features/content/client'
import { langOf } from '@/platform/http/route-lang'
import { getGlobal, pageMetadata } from '@/features/content'

/** /team: the leaders global, the same cards as on the home page. */
const titleOf = (leaders: { title?: string | null }, lang: Locale) => leaders.title || HOME_TEXT[lang].team.title

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langOf(params)
  const leaders = await getGlobal('leaders', lang)
  const people = (leaders.leaders ?? []).map((p) => `${p.name}, ${p.position}`).join('; ')
  return pageMetadata({
    title: titleOf(leaders, lang),
    description: people ? fill(HOME_TEXT[lang].team.description, { people }) : null,
    path: '/team',
  })
}

export default async function TeamPage({ params }: Props) {
  const lang = await langOf(params)
  const leaders = await getGlobal('leaders', lang)
  return (
    <ContentPage title={titleOf(leaders, lang)} wide>
      <LeaderCards leaders={leaders.leaders} headingLevel={2} lang={lang} photos="eager" />
    </ContentPage>
  )
}
