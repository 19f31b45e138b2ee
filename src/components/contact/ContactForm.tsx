'use client'

import { useId, useRef, useState, type FormEvent } from 'react'

import { CONTACT_LIMITS, CONTACT_MESSAGES, validateContact, type ContactField, type ContactMessage } from '@/domain/contact'

import styles from './ContactForm.module.css'

type Notice = { kind: 'success' | 'error'; text: string; field?: ContactField | null }

const EMPTY: ContactMessage = { name: '', email: '', message: '' }

/**
 * The contact form (spec §4, §8): the shared rules of src/domain/contact.ts
 * run first, then POST /api/common/contact-us. One live region announces
 * every outcome to screen readers.
 */
export function ContactForm() {
  const id = useId()
  const [values, setValues] = useState<ContactMessage>(EMPTY)
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  }

  const set = (field: ContactField) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }))

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (sending) return
    setNotice(null)
    const checked = validateContact(values)
    if (!checked.ok) {
      setNotice({ kind: 'error', text: checked.message, field: checked.field })
      if (checked.field) refs[checked.field].current?.focus()
      return
    }
    setSending(true)
    try {
      const res = await fetch('/api/common/contact-us', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(checked.value),
      })
      const data = (await res.json().catch(() => null)) as { message?: unknown } | null
      const serverMessage = typeof data?.message === 'string' && data.message ? data.message : null
      if (res.ok) {
        setNotice({ kind: 'success', text: serverMessage ?? CONTACT_MESSAGES.success })
        setValues(EMPTY)
      } else {
        setNotice({ kind: 'error', text: serverMessage ?? CONTACT_MESSAGES.failed })
      }
    } catch {
      setNotice({ kind: 'error', text: CONTACT_MESSAGES.unreachable })
    } finally {
      setSending(false)
    }
  }

  const noticeId = `${id}-notice`
  const fieldProps = (field: ContactField) => {
    const invalid = notice?.kind === 'error' && notice.field === field
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      onChange: set(field),
      maxLength: CONTACT_LIMITS[field],
      required: true,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? noticeId : undefined,
      className: `${styles.input} ${invalid ? styles.invalid : ''}`,
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Contact form">
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>Name</label>
        <input ref={refs.name} type="text" autoComplete="name" {...fieldProps('name')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>Email</label>
        <input ref={refs.email} type="email" inputMode="email" autoComplete="email" spellCheck={false} {...fieldProps('email')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea ref={refs.message} rows={5} {...fieldProps('message')} />
      </div>
      <p
        id={noticeId}
        role="status"
        aria-live="polite"
        className={`${styles.notice} ${notice?.kind === 'success' ? styles.success : ''} ${notice?.kind === 'error' ? styles.error : ''}`}
      >
        {notice?.text}
      </p>
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  )
}
