'use client'

import { useState } from 'react'

import styles from '@/features/accounts/ui/forms.module.css'
import { useSend } from '@/features/accounts/ui/useSend'
import { GRIEVANCE_LIMITS } from '@/features/grievances/rules/grievances'
import { displayDate } from '@/features/membership/client'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { GRIEVANCES_MEMBER_TEXT } from '@/features/grievances/texts/member'
import type { MemberCase } from '@/features/grievances/presenters/member'

import follow from './follow.module.css'

/** Reopening a resolved case (an appeal to the state office) with a reason, until `until`. */
export function ReopenForm({
  caseNumber,
  until,
  onDone,
}: {
  caseNumber: string
  until: string | null
  onDone: (c: MemberCase, notice: string) => void
}) {
  const t = GRIEVANCES_MEMBER_TEXT[useLocale().lang]
  const [reason, setReason] = useState('')
  const { send, sending, error, setError } = useSend(t.failed)

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    if (!reason.trim()) return setError(t.reasonRequired)
    const updated = await send<MemberCase>(`/api/grievances/${encodeURIComponent(caseNumber)}/reopen`, { method: 'POST', json: { reason } })
    if (updated) onDone(updated, t.reopened)
  }

  return (
    <section className={follow.section} aria-labelledby="reopen-heading">
      <h2 id="reopen-heading">{t.reopenHeading}</h2>
      {until ? <p>{fill(t.reopenUntil, { date: displayDate(until) ?? '' })}</p> : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="reopen-heading">
        <label className={styles.label} htmlFor="reopen-reason">
          {t.reason}
        </label>
        <textarea
          id="reopen-reason"
          className={styles.input}
          rows={4}
          required
          aria-invalid={error ? true : undefined}
          maxLength={GRIEVANCE_LIMITS.reason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <p role="status" aria-live="polite" className={error ? `${styles.banner} ${styles.bannerError}` : styles.live}>
          {error}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.submit} disabled={sending}>
            {sending ? t.sending : t.reopenSubmit}
          </button>
        </div>
      </form>
    </section>
  )
}
