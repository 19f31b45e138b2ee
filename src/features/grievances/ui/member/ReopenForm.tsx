'use client'

import styles from '@/features/accounts/ui/forms.module.css'
import { useSend } from '@/features/accounts/ui/useSend'
import { GRIEVANCE_LIMITS } from '@/features/grievances/rules/grievances'
import { displayDate } from '@/features/membership/client'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { useForm, type Validation } from '@/platform/ui/forms/useForm'
import { GRIEVANCES_MEMBER_TEXT } from '@/features/grievances/texts/member'
import type { MemberCase } from '@/features/grievances/presenters/member'

import follow from './follow.module.css'

type Reopening = { reason: string }

const NO_REASON: Reopening = { reason: '' }

/** A reason is required (blank counts as none); it goes as typed, the server trims it. `required` is the page's message. */
function checkReason(v: Reopening, required: string): Validation<Reopening, 'reason'> {
  return v.reason.trim() ? { ok: true, value: v } : { ok: false, errors: { reason: required }, message: required }
}

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
  const { send, error: sendError, setError: setSendError } = useSend(t.failed)
  const { values, errors, submitting, set, handleSubmit } = useForm({
    initial: NO_REASON,
    validate: (v: Reopening) => checkReason(v, t.reasonRequired),
    // The check's message takes the server's place, as one message line; an edit then clears it.
    onInvalid: () => setSendError(null),
  })
  // One line for both: the missing reason, else what the server said.
  const error = errors.reason ?? sendError

  async function reopen({ reason }: Reopening) {
    const updated = await send<MemberCase>(`/api/grievances/${encodeURIComponent(caseNumber)}/reopen`, { method: 'POST', json: { reason } })
    if (updated) onDone(updated, t.reopened)
  }

  return (
    <section className={follow.section} aria-labelledby="reopen-heading">
      <h2 id="reopen-heading">{t.reopenHeading}</h2>
      {until ? <p>{fill(t.reopenUntil, { date: displayDate(until) ?? '' })}</p> : null}
      <form className={styles.form} onSubmit={(e) => void handleSubmit(reopen)(e)} noValidate aria-labelledby="reopen-heading">
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
          value={values.reason}
          onChange={(e) => set('reason', e.target.value)}
        />
        <p role="status" aria-live="polite" className={error ? `${styles.banner} ${styles.bannerError}` : styles.live}>
          {error}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.submit} disabled={submitting}>
            {submitting ? t.sending : t.reopenSubmit}
          </button>
        </div>
      </form>
    </section>
  )
}
