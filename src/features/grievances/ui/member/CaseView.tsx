'use client'

import Link from 'next/link'
import { useState } from 'react'

import { apiFetch, SessionEndedError } from '@/features/accounts/ui/api'
import { useApi } from '@/features/accounts/ui/useApi'
import { displayDate } from '@/features/membership/client'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { GRIEVANCES_MEMBER_TEXT } from '@/features/grievances/texts/member'
import type { CaseAttachment, MemberCase } from '@/features/grievances/presenters/member'

import styles from './follow.module.css'
import { RateForm } from './RateForm'
import { ReopenForm } from './ReopenForm'
import { Timeline } from './Timeline'

const readCase = (body: unknown): MemberCase | null =>
  typeof body === 'object' && body !== null && typeof (body as MemberCase).caseNumber === 'string' ? (body as MemberCase) : null

/** A private file comes only with the member's token: fetched, then saved from memory. */
async function download(caseNumber: string, file: CaseAttachment): Promise<boolean> {
  try {
    const res = await apiFetch(`/api/grievances/${encodeURIComponent(caseNumber)}/attachments/${file.id}`)
    if (!res.ok) return false
    const url = URL.createObjectURL(await res.blob())
    const a = Object.assign(document.createElement('a'), { href: url, download: file.filename })
    document.body.append(a)
    a.click()
    a.remove()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
    return true
  } catch (err) {
    return err instanceof SessionEndedError
  }
}

/** /grievances/{caseNumber}: the case, its files, its timeline, and the rating or reopening the member may do now. */
export function CaseView({ caseNumber }: { caseNumber: string }) {
  const { lang, href } = useLocale()
  const t = GRIEVANCES_MEMBER_TEXT[lang]
  const {
    data: c,
    error,
    loading,
    setData,
  } = useApi(`/api/grievances/${encodeURIComponent(caseNumber)}`, { read: readCase, failed: t.caseFailed })
  const [notice, setNotice] = useState<string | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const back = (
    <Link className={styles.back} href={href('/grievances')}>
      {t.back}
    </Link>
  )
  if (loading && !c)
    return (
      <p className={styles.state} role="status">
        {t.caseLoading}
      </p>
    )
  if (error || !c) {
    return (
      <>
        <p className={`${styles.state} ${styles.error}`} role="alert">
          {error ?? t.caseFailed}
        </p>
        {back}
      </>
    )
  }
  const done = (updated: MemberCase, text: string) => {
    setData(updated)
    setNotice(text)
  }
  return (
    <>
      <p role="status" aria-live="polite" className={styles.state}>
        {notice}
      </p>
      <section className={styles.section} aria-labelledby="details-heading">
        <h2 id="details-heading">{t.details}</h2>
        <dl className={styles.facts}>
          <dt>{t.subject}</dt>
          <dd>{c.subject}</dd>
          <dt>{t.category}</dt>
          <dd>{c.category?.name ?? '-'}</dd>
          <dt>{t.status}</dt>
          <dd>
            {t.statuses[c.status] ?? c.status}
            {c.overdue ? <span className={styles.overdue}>{t.overdue}</span> : null}
          </dd>
          <dt>{t.level}</dt>
          <dd>{t.levels[c.level] ?? c.level}</dd>
          <dt>{t.filed}</dt>
          <dd>{displayDate(c.filedAt)}</dd>
          {c.status === 'resolved' ? (
            <>
              <dt>{t.resolvedOn}</dt>
              <dd>{displayDate(c.resolvedAt) ?? '-'}</dd>
            </>
          ) : (
            <>
              <dt>{t.due}</dt>
              <dd>{displayDate(c.dueAt) ?? '-'}</dd>
            </>
          )}
          {c.rating ? (
            <>
              <dt>{t.rateHeading}</dt>
              <dd>{fill(t.yourRating, { rating: c.rating })}</dd>
            </>
          ) : null}
        </dl>
        <h3>{t.description}</h3>
        <p className={styles.description}>{c.description}</p>
      </section>
      {c.attachments.length ? (
        <section className={styles.section} aria-labelledby="files-heading">
          <h2 id="files-heading">{t.attachments}</h2>
          <ul className={styles.files}>
            {c.attachments.map((f) => (
              <li key={f.id}>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={async () => setFileError((await download(c.caseNumber, f)) ? null : t.downloadFailed)}
                >
                  {fill(t.download, { filename: f.filename })}
                </button>
              </li>
            ))}
          </ul>
          {fileError ? (
            <p className={styles.error} role="alert">
              {fileError}
            </p>
          ) : null}
        </section>
      ) : null}
      <Timeline entries={c.timeline} lang={lang} />
      {c.canRate ? <RateForm caseNumber={c.caseNumber} onDone={done} /> : null}
      {c.canReopen ? <ReopenForm caseNumber={c.caseNumber} until={c.reopenUntil} onDone={done} /> : null}
      {back}
    </>
  )
}
