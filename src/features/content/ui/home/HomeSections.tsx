import type { Locale } from '@/platform/i18n/locales'
import { HOME_TEXT } from '@/features/content/texts/home'
import type { HomePage } from '@/payload-types'

import { Icon, type IconName } from './icons'
import { Paragraphs } from './Paragraphs'
import styles from './HomeSections.module.css'
import section from './section.module.css'

/** The home page's text sections; every word comes from the home-page global. */

const WHAT_WE_DO_ICONS: IconName[] = ['megaphone', 'book', 'people', 'bell']
const PROGRAM_ICONS: IconName[] = ['book', 'heart', 'search', 'target', 'shield']

export function WhatWeDo({ home, lang }: { home: HomePage; lang: Locale }) {
  const cards = home.whatWeDo ?? []
  if (cards.length === 0) return null
  return (
    <section className={`container ${section.section}`} aria-labelledby="what-we-do-title">
      <h2 id="what-we-do-title" className={section.title}>
        {home.whatWeDoTitle || HOME_TEXT[lang].home.whatWeDo}
      </h2>
      <ul className={styles.cards}>
        {cards.map((card, i) => (
          <li key={card.id ?? card.title} className={styles.card}>
            <span className={styles.icon}>
              <Icon name={WHAT_WE_DO_ICONS[i % WHAT_WE_DO_ICONS.length]} />
            </span>
            <h3 className={styles.cardTitle}>{card.title}</h3>
            {card.text ? <p className={styles.cardText}>{card.text}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

export function AboutPanel({ home }: { home: HomePage }) {
  if (!home.aboutPanelTitle && !home.aboutPanelText) return null
  return (
    <section className={styles.panel} aria-labelledby="about-panel-title">
      <h2 id="about-panel-title" className={styles.panelTitle}>
        <Icon name="building" className={styles.panelIcon} />
        {home.aboutPanelTitle}
      </h2>
      <Paragraphs text={home.aboutPanelText} className={styles.panelText} />
    </section>
  )
}

export function MissionVisionPanel({ home }: { home: HomePage }) {
  const parts = [
    { key: 'mission', icon: 'target' as const, title: home.missionTitle, text: home.missionText },
    { key: 'vision', icon: 'eye' as const, title: home.visionTitle, text: home.visionText },
  ].filter((p) => p.title || p.text)
  if (parts.length === 0) return null
  return (
    <div className={styles.missionVision}>
      {parts.map((p) => (
        <section key={p.key} className={styles.mvCard} aria-labelledby={`${p.key}-title`}>
          <h2 id={`${p.key}-title`} className={styles.panelTitle}>
            <Icon name={p.icon} className={styles.panelIcon} />
            {p.title}
          </h2>
          <Paragraphs text={p.text} className={styles.panelText} />
        </section>
      ))}
    </div>
  )
}

export function Programs({ home }: { home: HomePage }) {
  const programs = home.programs ?? []
  if (programs.length === 0) return null
  return (
    <section className={styles.programsBand} aria-labelledby="programs-title">
      <div className={`container ${section.section}`}>
        <h2 id="programs-title" className={section.title}>
          {home.programsTitle}
        </h2>
        <ol className={styles.programs}>
          {programs.map((program, i) => (
            <li key={program.id ?? program.title} className={styles.program}>
              <span className={styles.programIcon}>
                <Icon name={PROGRAM_ICONS[i % PROGRAM_ICONS.length]} />
              </span>
              <div>
                <h3 className={styles.cardTitle}>{program.title}</h3>
                {program.text ? <p className={styles.cardText}>{program.text}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
