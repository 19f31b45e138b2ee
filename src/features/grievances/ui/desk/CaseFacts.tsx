'use client'

import { formatDay } from '@/features/office/ui/work-status'
import { districtName } from '@/platform/i18n/districts'
import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import { DESK_TEXT } from '@/features/grievances/texts/desk'

import admin from '@/features/office/ui/admin.module.css'

import styles from './desk.module.css'
import type { CaseItem } from './read-case'

/** The due date, and beside it the word "Overdue" in a bordered mark (not colour alone). */
export function DueDate({ item }: { item: Pick<CaseItem, 'dueAt' | 'overdue'> }) {
  const { lang } = useLocale()
  return (
    <>
      {item.dueAt ? formatDay(item.dueAt, lang) : '-'}
      {item.overdue ? <strong className={styles.overdue}>{DESK_TEXT[lang].card.overdue}</strong> : null}
    </>
  )
}

export const levelName = (level: string, lang: 'en' | 'hi') => (DESK_TEXT[lang].levels as Record<string, string>)[level] ?? level

/**
 * What the desk adds to a grievance card: the case's facts and the link to its
 * page. A list, not a second <dl>, and the due date as text, not a second <time>:
 * the spec's card tests find the contact details and the filing date by those.
 */
export function CaseFacts({ item, link = true }: { item: CaseItem; link?: boolean }) {
  const { lang } = useLocale()
  const t = DESK_TEXT[lang].card
  const facts: [string, React.ReactNode][] = [
    [t.caseNumber, item.caseNumber ?? '-'],
    [t.category, item.category?.name ?? '-'],
    [t.district, item.district ? districtName(item.district, lang) : '-'],
    [t.due, <DueDate key="due" item={item} />],
    [t.level, levelName(item.level, lang)],
    [t.assignee, item.assignee?.name ?? t.nobody],
  ]
  return (
    <div>
      <ul className={styles.caseFacts}>
        {facts.map(([label, value]) => (
          <li key={label}>
            <span className={styles.factLabel}>{label}</span> {value}
          </li>
        ))}
      </ul>
      {link ? (
        <Link className={styles.open} href={`/admin/grievances/${item.id}`}>
          {t.open}
          <span className={admin.srOnly}>: {item.caseNumber ?? item.subject}</span>
        </Link>
      ) : null}
    </div>
  )
}
