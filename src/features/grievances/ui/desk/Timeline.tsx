'use client'

import { formatDayTime, workStatusLabel } from '@/features/office/ui/work-status'
import { isWorkflowStatus } from '@/features/office/schemas'
import type { Locale } from '@/platform/i18n/locales'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { DESK_TEXT } from '@/features/grievances/texts/desk'

import { levelName } from './CaseFacts'
import styles from './desk.module.css'
import type { Entry } from './read-case'

const statusName = (s: string | null, lang: Locale) => (s && isWorkflowStatus(s) ? workStatusLabel(s, lang) : (s ?? '-'))

/** What an entry says, in the page's language (names and statuses filled in). */
function headline(e: Entry, lang: Locale): string {
  const t = DESK_TEXT[lang].events
  switch (e.kind) {
    case 'status':
      return fill(t.status, { from: statusName(e.from, lang), to: statusName(e.to, lang) })
    case 'assigned':
      return e.to ? fill(t.assigned, { to: e.to }) : t.unassigned
    case 'escalated':
      return fill(t.escalated, { to: levelName(e.to ?? 'state', lang) })
    case 'rated':
      return fill(t.rated, { to: e.to ?? '-' })
    default:
      return (t as Record<string, string>)[e.kind] ?? e.kind
  }
}

/** The case's whole timeline, oldest first; the office's internal entries say in words that the member does not see them. */
export function Timeline({ entries }: { entries: Entry[] }) {
  const { lang } = useLocale()
  const t = DESK_TEXT[lang].page
  return (
    <ol className={styles.timeline}>
      {entries.map((e) => (
        <li key={e.id} className={`${styles.entry} ${e.internal ? styles.internal : ''}`}>
          {e.internal ? <p className={styles.internalMark}>{t.internalNote}</p> : null}
          <p className={styles.entryHead}>
            <span>{headline(e, lang)}</span>
            <span className={styles.entryMeta}>
              {e.actor?.name ?? t.system} · <time dateTime={e.createdAt}>{formatDayTime(e.createdAt, lang)}</time>
            </span>
          </p>
          {e.text && e.kind !== 'escalated' ? <p className={styles.entryText}>{e.text}</p> : null}
        </li>
      ))}
    </ol>
  )
}
