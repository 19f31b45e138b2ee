import type { Metadata } from 'next'

import { ContentPage } from '@/features/content/ui/home/ContentPage'
import { Paragraphs } from '@/features/content/ui/home/Paragraphs'
import { langOf, type LangParams } from '@/platform/http/route-lang'
import { getGlobal, pageMetadata } from '@/features/content'

import styles from './page.module.css'

/** /about: the association in Hindi (about-page global), its aims and achievements. */
export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  const about = await getGlobal('about-page', await langOf(params))
  return pageMetadata({ title: about.title ?? '', description: about.intro, path: '/about' })
}

export default async function AboutPage({ params }: LangParams) {
  const about = await getGlobal('about-page', await langOf(params))
  // The first paragraph introduces the page under its title; the rest follows as body text.
  const [first, ...rest] = (about.intro ?? '').split(/\r?\n/)
  return (
    <ContentPage title={about.title ?? ''} lang="hi" lead={<Paragraphs text={first} />}>
      <Paragraphs text={rest.join('\n')} />
      {about.aims && about.aims.length > 0 ? (
        <section aria-labelledby="aims-title">
          <h2 id="aims-title">{about.aimsTitle}</h2>
          <ol className={styles.aims}>
            {about.aims.map((aim) => (
              <li key={aim.id ?? aim.text}>{aim.text}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {about.achievements && about.achievements.length > 0 ? (
        <section aria-labelledby="achievements-title">
          <h2 id="achievements-title">{about.achievementsTitle}</h2>
          <ul className={styles.achievements}>
            {about.achievements.map((item) => (
              <li key={item.id ?? item.text}>{item.text}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </ContentPage>
  )
}
