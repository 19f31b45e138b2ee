import type { Metadata } from 'next'

import { ContentPage } from '@/features/content/ui/home/ContentPage'
import { Paragraphs } from '@/features/content/ui/home/Paragraphs'
import { HOME_TEXT } from '@/features/content/client'
import { langOf, type LangParams } from '@/platform/http/route-lang'
import { getGlobal, pageMetadata } from '@/features/content'

import styles from './page.module.css'

/** /mission-vision: the mission-vision global (spec §2: vision, core objectives, key initiatives, future goals). */
export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  const mv = await getGlobal('mission-vision', await langOf(params))
  return pageMetadata({ title: mv.title ?? '', description: mv.vision || mv.mission, path: '/mission-vision' })
}

type Items = { text?: string | null; id?: string | null }[] | null | undefined

function List({ id, title, items }: { id: string; title: string; items: Items }) {
  if (!items || items.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id ?? item.text}>{item.text}</li>
        ))}
      </ul>
    </section>
  )
}

export default async function MissionVisionPage({ params }: LangParams) {
  const lang = await langOf(params)
  const t = HOME_TEXT[lang].missionVision
  const mv = await getGlobal('mission-vision', lang)
  return (
    <ContentPage title={mv.title ?? ''}>
      <div className={styles.statements}>
        {mv.vision ? (
          <section aria-labelledby="vision-title" className={styles.statement}>
            <h2 id="vision-title">{t.vision}</h2>
            <Paragraphs text={mv.vision} />
          </section>
        ) : null}
        {mv.mission ? (
          <section aria-labelledby="mission-title" className={styles.statement}>
            <h2 id="mission-title">{t.mission}</h2>
            <Paragraphs text={mv.mission} />
          </section>
        ) : null}
      </div>
      <List id="objectives-title" title={t.objectives} items={mv.coreObjectives} />
      <List id="initiatives-title" title={t.initiatives} items={mv.keyInitiatives} />
      <List id="goals-title" title={t.goals} items={mv.futureGoals} />
    </ContentPage>
  )
}
