'use client'

import { useState } from 'react'

import { Field } from '@/components/account/Field'
import styles from '@/components/account/forms.module.css'
import { apiFetch, messageOf, SessionEndedError, storedToken } from '@/components/account/session'
import { useForm } from '@/components/forms/useForm'
import { GrievanceInput, LIMITS } from '@/domain/account'
import { validateInput } from '@/domain/validation'
import { useLocale } from '@/i18n/LocaleProvider'
import { GRIEVANCE_TEXT } from '@/i18n/messages/grievance'

type Notice = { kind: 'ok' | 'error'; text: string }

const EMPTY = { subject: '', description: '' }

/** The grievance form (spec §2, §4, §8): idle → submitting → success (cleared) or error. */
export function GrievanceForm() {
  const t = GRIEVANCE_TEXT[useLocale().lang]
  const { values, errors, submitting, fieldId, set, reset, handleSubmit } = useForm({ initial: EMPTY, validate: (v: typeof EMPTY) => validateInput(GrievanceInput, v), focusOrder: ['subject', 'description'] })
  const [notice, setNotice] = useState<Notice | null>(null)

  async function submit(grievance: typeof EMPTY) {
    // Signed out in another tab since this page opened.
    if (!storedToken()) return setNotice({ kind: 'error', text: t.signedOut })
    try {
      const res = await apiFetch('/api/common/grievance', { method: 'POST', json: grievance })
      const message = await messageOf(res)
      if (res.ok) {
        setNotice({ kind: 'ok', text: message ?? t.success })
        reset()
      } else setNotice({ kind: 'error', text: message ?? t.failed })
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setNotice({ kind: 'error', text: t.unreachable })
    }
  }

  const onSubmit = (e: React.FormEvent) => {
    setNotice(null)
    void handleSubmit(submit)(e)
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t.form}>
      <Field id={fieldId('subject')} name="subject" label={t.subject} required error={errors.subject}>
        {(control) => <input {...control} type="text" maxLength={LIMITS.subject} required value={values.subject} onChange={(e) => set('subject', e.target.value)} />}
      </Field>
      <Field id={fieldId('description')} name="description" label={t.description} required hint={t.descriptionHint} error={errors.description}>
        {(control) => <textarea {...control} rows={7} maxLength={LIMITS.description} required value={values.description} onChange={(e) => set('description', e.target.value)} />}
      </Field>
      <p role="status" aria-live="polite" className={notice ? `${styles.banner} ${notice.kind === 'ok' ? styles.bannerOk : styles.bannerError}` : styles.live}>
        {notice?.text}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={submitting}>
          {submitting ? t.submitting : t.submit}
        </button>
      </div>
    </form>
  )
}
