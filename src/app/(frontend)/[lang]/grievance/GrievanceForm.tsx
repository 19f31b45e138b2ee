'use client'

import { useState } from 'react'

import { Field } from '@/components/account/Field'
import styles from '@/components/account/forms.module.css'
import { apiFetch, messageOf, SessionEndedError, storedToken } from '@/components/account/session'
import { useForm } from '@/components/forms/useForm'
import { GrievanceInput, LIMITS } from '@/domain/account'
import { validateInput } from '@/domain/validation'

type Notice = { kind: 'ok' | 'error'; text: string }

const EMPTY = { subject: '', description: '' }

/** The grievance form (spec §2, §4, §8): idle → submitting → success (cleared) or error. */
export function GrievanceForm() {
  const { values, errors, submitting, fieldId, set, reset, handleSubmit } = useForm({ initial: EMPTY, validate: (v: typeof EMPTY) => validateInput(GrievanceInput, v), focusOrder: ['subject', 'description'] })
  const [notice, setNotice] = useState<Notice | null>(null)

  async function submit(grievance: typeof EMPTY) {
    // Signed out in another tab since this page opened.
    if (!storedToken()) return setNotice({ kind: 'error', text: 'Authentication required. Please login again.' })
    try {
      const res = await apiFetch('/api/common/grievance', { method: 'POST', json: grievance })
      const message = await messageOf(res)
      if (res.ok) {
        setNotice({ kind: 'ok', text: message ?? 'Grievance submitted successfully!' })
        reset()
      } else setNotice({ kind: 'error', text: message ?? 'Failed to submit grievance. Please try again.' })
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setNotice({ kind: 'error', text: 'An error occurred. Please try again later.' })
    }
  }

  const onSubmit = (e: React.FormEvent) => {
    setNotice(null)
    void handleSubmit(submit)(e)
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Grievance form">
      <Field id={fieldId('subject')} name="subject" label="Subject" required error={errors.subject}>
        {(control) => <input {...control} type="text" maxLength={LIMITS.subject} required value={values.subject} onChange={(e) => set('subject', e.target.value)} />}
      </Field>
      <Field id={fieldId('description')} name="description" label="Description" required hint="Say what happened, where and when, and what you would like the association to do." error={errors.description}>
        {(control) => <textarea {...control} rows={7} maxLength={LIMITS.description} required value={values.description} onChange={(e) => set('description', e.target.value)} />}
      </Field>
      <p role="status" aria-live="polite" className={notice ? `${styles.banner} ${notice.kind === 'ok' ? styles.bannerOk : styles.bannerError}` : styles.live}>
        {notice?.text}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Grievance'}
        </button>
      </div>
    </form>
  )
}
