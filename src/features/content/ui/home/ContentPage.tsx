import type React from 'react'

import styles from './ContentPage.module.css'

/**
 * The frame of the text pages (about, mission & vision, privacy policy, team,
 * contact): a title band with the page's one h1, then a readable column.
 */
export function ContentPage({
  title,
  lead,
  lang,
  wide = false,
  children,
}: {
  title: string
  lead?: React.ReactNode
  lang?: string
  wide?: boolean
  children: React.ReactNode
}) {
  return (
    <article lang={lang} className={lang === 'hi' ? styles.hindi : undefined}>
      <header className={styles.band}>
        <div className={`container ${wide ? styles.wide : styles.narrow}`}>
          <h1 className={styles.title}>{title}</h1>
          {lead ? <div className={styles.lead}>{lead}</div> : null}
        </div>
      </header>
      <div className={`container ${wide ? styles.wide : styles.narrow} ${styles.body}`}>{children}</div>
    </article>
  )
}
