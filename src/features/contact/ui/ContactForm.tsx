'use client'

import { useRef, useState } from 'react'
import { jsonHeaders, storedToken } from '@/features/accounts/ui/api'

import { firstProblemOnly, useForm } from '@/platform/ui/forms/useForm'
import { CONTACT_ANSWERS, CONTACT_LIMITS, type ContactField, type ContactMessage } from '@/features/contact/rules/contact-answers'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import type { Message } from '@/platform/i18n/messages'
import { CONTACT_TEXT } from '@/features/contact/texts/contact'

import styles from './ContactForm.module.css'

type Notice = { kind: 'success' | 'error'; text: string }
type Rules = typeof import('./contact-rules')

const EMPTY: ContactMessage = { name: '', email: '', message: '' }

/**
 * The contact form (spec §4, §8): the shared rules of src/features/contact/rules/contact.ts
 * run first, then POST /api/common/contact-us. One live region announces
 * every outcome to screen readers.
 */
export function ContactForm() {
  const { lang } = useLocale()
  const t = CONTACT_TEXT[lang]
  // The rules load on the first focus in the form (or at the latest on sending): see contact-rules.ts.
  const rules = useRef<Promise<Rules> | null>(null)
  const loaded = useRef<Rules | null>(null)
  const loadRules = () => {
    rules.current ??= import('./contact-rules').then((m) => (loaded.current = m))
    return rules.current
  }
  // The fallbacks when the server says nothing (or cannot be reached), in the page's language.
  const say = (message: Message) => message.in(lang)
  const [notice, setNotice] = useState<Notice | null>(null)
  const {
    values,
    errors,
    submitting: sending,
    fieldId,
    set,
    reset,
    handleSubmit,
  } = useForm({
    initial: EMPTY,
    // The contact rules report only their first problem (in the page's language): as that field's error.
    // onSubmit waits for the rules before it checks, so they are there.
    validate: (v: ContactMessage) => firstProblemOnly(loaded.current!.checkContact(v, lang)),
    focusOrder: ['name', 'email', 'message'],
    onInvalid: (_, message) => setNotice({ kind: 'error', text: message }),
  })

  async function send(message: ContactMessage) {
    try {
      // A signed-in member's message is sent with their session, so it counts as theirs (their data export lists it).
      const token = storedToken()
      const res = await fetch('/api/common/contact-us', {
        method: 'POST',
        headers: token ? { ...jsonHeaders(), authorization: `Bearer ${token}` } : jsonHeaders(),
        body: JSON.stringify(message),
      })
      const data = (await res.json().catch(() => null)) as { message?: unknown } | null
      const serverMessage = typeof data?.message === 'string' && data.message ? data.message : null
      if (res.ok) {
        setNotice({ kind: 'success', text: serverMessage ?? say(CONTACT_ANSWERS.success) })
        reset()
      } else {
        setNotice({ kind: 'error', text: serverMessage ?? say(CONTACT_ANSWERS.failed) })
      }
    } catch {
      setNotice({ kind: 'error', text: say(CONTACT_ANSWERS.unreachable) })
    }
  }

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault()
    setNotice(null)
    try {
      await loadRules()
    } catch {
      // The rules could not load (offline): say so, as for a failed send.
      rules.current = null
      setNotice({ kind: 'error', text: say(CONTACT_ANSWERS.unreachable) })
      return
    }
    await handleSubmit(send)()
  }

  const noticeId = fieldId('notice')
  const fieldProps = (field: ContactField) => {
    const invalid = Boolean(errors[field])
    return {
      id: fieldId(field),
      name: field,
      value: values[field],
      onChange: (e: { target: { value: string } }) => set(field, e.target.value),
      maxLength: CONTACT_LIMITS[field],
      required: true,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? noticeId : undefined,
      className: `${styles.input} ${invalid ? styles.invalid : ''}`,
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void onSubmit(e)}
      onFocus={() => void loadRules().catch(() => (rules.current = null))}
      noValidate
      aria-label={t.form}
    >
      <div className={styles.field}>
        <label htmlFor={fieldId('name')}>{t.name}</label>
        <input type="text" autoComplete="name" {...fieldProps('name')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId('email')}>{t.email}</label>
        <input type="email" inputMode="email" autoComplete="email" spellCheck={false} {...fieldProps('email')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId('message')}>{t.message}</label>
        <textarea rows={5} {...fieldProps('message')} />
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
        {sending ? t.sending : t.send}
      </button>
    </form>
  )
}
