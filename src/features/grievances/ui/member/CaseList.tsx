'use client'

import Link from 'next/link'

import { useApi } from '@/features/accounts/ui/useApi'
import { displayDate } from '@/features/membership/client'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { GRIEVANCES_MEMBER_TEXT } from '@/features/grievances/texts/member'
import type { MemberCaseSummary } from '@/features/grievances/presenters/member'

import styles from './follow.module.css'

const readList = (body: unknown): MemberCaseSummary[] | null => {
  const docs = typeof body === 'object' && body !== null ? (body as { docs?: unknown }).docs : undefined
  return Array.isArray(docs) ? (docs as MemberCaseSummary[]) : null
}

/** /grievances: the member's cases, newest first, each linking to its page; an overdue answer is marked. */
export function CaseList() {
  const { lang, href } = useLocale()
  const t = GRIEVANCES_MEMBER_TEXT[lang]
  const { data, error, loading } = useApi('/api/grievances', { read: readList, failed: t.listFailed })
  if (loading && !data)
    return (
      <p className={styles.state} role="status">
        {t.loading}
      </p>
    )
  if (error)
    return (
      <p className={`${styles.state} ${styles.error}`} role="alert">
        {error}
      </p>
    )
  if (!data || data.length === 0) {
    return (
      <p className={styles.state}>
        {t.empty} <Link href={href('/grievance')}>{t.fileOne}</Link>
      </p>
    )
  }
  return (
    <table className={styles.table} aria-label={t.listTitle}>
      <thead>
        <tr>
          <th scope="col">{t.caseNumber}</th>
          <th scope="col">{t.subject}</th>
          <th scope="col">{t.category}</th>
          <th scope="col">{t.status}</th>
          <th scope="col">{t.filed}</th>
          <th scope="col">{t.due}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((c) => (
          <tr key={c.caseNumber}>
            <td data-label={t.caseNumber}>
              <Link href={href(`/grievances/${encodeURIComponent(c.caseNumber)}`)}>{c.caseNumber}</Link>
            </td>
            <td data-label={t.subject}>{c.subject}</td>
            <td data-label={t.category}>{c.category?.name ?? '-'}</td>
            <td data-label={t.status}>{t.statuses[c.status] ?? c.status}</td>
            <td data-label={t.filed}>{displayDate(c.filedAt)}</td>
            <td data-label={t.due}>
              {c.status === 'resolved' ? '-' : displayDate(c.dueAt)}
              {c.overdue ? <span className={styles.overdue}>{t.overdue}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
