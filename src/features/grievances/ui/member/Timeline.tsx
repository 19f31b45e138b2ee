'use client'

import { displayDate } from '@/features/membership/client'
import type { Locale } from '@/platform/i18n/locales'
import { fill } from '@/platform/i18n/define'
import { GRIEVANCES_MEMBER_TEXT } from '@/features/grievances/texts/member'
import type { TimelineEntry } from '@/features/grievances/presenters/member'

import styles from './follow.module.css'

type T = (typeof GRIEVANCES_MEMBER_TEXT)['en']

const word = (table: Record<string, string>, key: string | null) => (key && key in table ? table[key] : (key ?? '-'))

/** One entry in words: who did what (the member, "the office", or the system); its text quoted below when it has one. */
function describe(e: TimelineEntry, t: T): { line: string; quote: string | null } {
  switch (e.kind) {
    case 'filed':
      return { line: t.events.filed, quote: null }
    case 'status':
      return { line: fill(t.events.status, { from: word(t.statuses, e.from), to: word(t.statuses, e.to) }), quote: null }
    case 'reply':
      return { line: t.events.reply, quote: e.text }
    case 'escalated':
      return { line: fill(t.events.escalated, { reason: word(t.reasons, e.text) }), quote: null }
    case 'reopened':
      return { line: t.events.reopened, quote: e.text }
    case 'rated':
      return { line: fill(t.events.rated, { to: e.to ?? '-' }), quote: e.text }
    default:
      return { line: e.kind, quote: null }
  }
}

/** The case's timeline, oldest first, as an ordered list. */
export function Timeline({ entries, lang }: { entries: TimelineEntry[]; lang: Locale }) {
  const t = GRIEVANCES_MEMBER_TEXT[lang]
  return (
    <section className={styles.section} aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">{t.timeline}</h2>
      <ol className={styles.timeline}>
        {entries.map((e, i) => {
          const { line, quote } = describe(e, t)
          return (
            <li key={`${e.at}-${i}`}>
              <time className={styles.when} dateTime={e.at}>
                {displayDate(e.at)}
              </time>
              {line}
              {quote ? <blockquote className={styles.quote}>{quote}</blockquote> : null}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
