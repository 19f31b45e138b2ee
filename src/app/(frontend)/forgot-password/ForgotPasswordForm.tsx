'use client'

import Link from 'next/link'
import { useId, useRef, useState, type FormEvent } from 'react'

import { Field } from '@/components/account/Field'
import styles from '@/components/account/forms.module.css'
import { messageOf } from '@/components/account/session'
import { LIMITS, validateForgotPassword } from '@/domain/account'

/**
 * Forgot password (spec §2, §4, §8): form → sending → sent. The server answers
 * the same for a known and an unknown address, so 'Check your email' says
 * nothing about whether an account exists.
 */
export function ForgotPasswordForm() {
  const id = useId()
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const doneRef = useRef<HTMLHeadingElement>(null)

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (sending) return
    setError(null)
    const checked = validateForgotPassword({ email })
    if (!checked.ok) {
      setFieldError(checked.errors.email ?? checked.message)
      document.getElementById(`${id}-email`)?.focus()
      return
    }
    setSending(true)
    try {
      const res = await fetch('/api/auth/forgot-password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(checked.value) })
      if (res.ok) {
        setSent(true)
        requestAnimationFrame(() => doneRef.current?.focus())
      } else setError((await messageOf(res)) ?? 'Failed to process request')
    } catch {
      setError('An error occurred')
    } finally {
      setSending(false)
    }
  }

  if (sent) {
    return (
      <div className={styles.form}>
        <h2 ref={doneRef} tabIndex={-1} className={styles.heading}>
          Check your email
        </h2>
        <p>
          If an account uses <strong>{email.trim()}</strong>, we have sent it a link to reset the password. The link works once, within an hour. Check
          your spam folder if it does not arrive in a few minutes.
        </p>
        <Link href="/login" className={styles.submit}>
          Return to login
        </Link>
      </div>
    )
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Forgot password form">
      <p className={styles.hint}>Enter the email address you registered with and we will send you a link to set a new password.</p>
      {error ? (
        <p className={`${styles.banner} ${styles.bannerError}`} role="alert">
          {error}
        </p>
      ) : null}
      <Field id={`${id}-email`} name="email" label="Email" error={fieldError}>
        {(control) => (
          <input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            autoCapitalize="none"
            maxLength={LIMITS.email}
            required
            value={email}
            onChange={(e) => {
              setEmail(e.target.value)
              setFieldError(undefined)
            }}
          />
        )}
      </Field>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? 'Sending...' : 'Send Reset Link'}
        </button>
        <Link href="/login" className={styles.secondary}>
          Back to Login
        </Link>
      </div>
    </form>
  )
}
