'use client'

import { useId, useState, type FormEvent } from 'react'

import { Field } from '@/components/account/Field'
import styles from '@/components/account/forms.module.css'
import { apiFetch, messageOf, SessionEndedError, storedToken } from '@/components/account/session'
import { LIMITS, validateGrievance } from '@/domain/account'

type GrievanceField = 'subject' | 'description'
type Notice = { kind: 'ok' | 'error'; text: string }

const EMPTY = { subject: '', description: '' }

/** The grievance form (spec §2, §4, §8): idle → submitting → success (cleared) or error. */
export function GrievanceForm() {
  const id = useId()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<GrievanceField, string>>>({})
  const [notice, setNotice] = useState<Notice | null>(null)
  const [submitting, setSubmitting] = useState(false)

  const set = (field: GrievanceField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e))
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (submitting) return
    setNotice(null)
    const checked = validateGrievance(values)
    if (!checked.ok) {
      setErrors(checked.errors)
      document.getElementById(`${id}-${checked.errors.subject ? 'subject' : 'description'}`)?.focus()
      return
    }
    // Signed out in another tab since this page opened.
    if (!storedToken()) return setNotice({ kind: 'error', text: 'Authentication required. Please login again.' })
    setSubmitting(true)
    try {
      const res = await apiFetch('/api/common/grievance', { method: 'POST', json: checked.value })
      const message = await messageOf(res)
      if (res.ok) {
        setNotice({ kind: 'ok', text: message ?? 'Grievance submitted successfully!' })
        setValues(EMPTY)
      } else setNotice({ kind: 'error', text: message ?? 'Failed to submit grievance. Please try again.' })
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setNotice({ kind: 'error', text: 'An error occurred. Please try again later.' })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Grievance form">
      <Field id={`${id}-subject`} name="subject" label="Subject" required error={errors.subject}>
        {(control) => <input {...control} type="text" maxLength={LIMITS.subject} required value={values.subject} onChange={(e) => set('subject', e.target.value)} />}
      </Field>
      <Field id={`${id}-description`} name="description" label="Description" required hint="Say what happened, where and when, and what you would like the association to do." error={errors.description}>
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
