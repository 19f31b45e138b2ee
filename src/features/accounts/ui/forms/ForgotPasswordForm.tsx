'use client'

import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import { ACCOUNT_TEXT, LIMITS } from '@/features/accounts/client'
import { jsonHeaders } from '@/features/accounts/ui/api'
import { useRef, useState } from 'react'

import { Field } from '@/features/accounts/ui/Field'
import styles from '@/features/accounts/ui/forms.module.css'
import { messageOf } from '@/features/accounts/ui/session'
import { useForm, type Validation } from '@/platform/ui/forms/useForm'
import { ForgotPasswordInput } from '@/features/accounts/schemas'
import { validateInput } from '@/platform/validation/validation'
import type { Locale } from '@/platform/i18n/locales'

/** The one field carries whatever is wrong, even a message not tied to a field. */
function checkEmail(values: { email: string }, lang: Locale): Validation<{ email: string }, 'email'> {
  const checked = validateInput(ForgotPasswordInput, values, lang)
  return checked.ok ? checked : { ...checked, errors: { email: checked.errors.email ?? checked.message } }
}

/**
 * Forgot password (spec §2, §4, §8): form → sending → sent. The server answers
 * the same for a known and an unknown address, so 'Check your email' says
 * nothing about whether an account exists.
 */
export function ForgotPasswordForm() {
  const { lang } = useLocale()
  const t = ACCOUNT_TEXT[lang]
  const {
    values,
    errors,
    submitting: sending,
    fieldId,
    set,
    handleSubmit,
  } = useForm({ initial: { email: '' }, validate: (v: { email: string }) => checkEmail(v, lang), focusOrder: ['email'] })
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const doneRef = useRef<HTMLHeadingElement>(null)
  const email = values.email

  async function send(checked: { email: string }) {
    try {
      const res = await fetch('/api/auth/forgot-password', { method: 'POST', headers: jsonHeaders(), body: JSON.stringify(checked) })
      if (res.ok) {
        setSent(true)
        requestAnimationFrame(() => doneRef.current?.focus())
      } else setError((await messageOf(res)) ?? t.forgot.failed)
    } catch {
      setError(t.forgot.error)
    }
  }

  const onSubmit = (e: React.FormEvent) => {
    setError(null)
    void handleSubmit(send)(e)
  }

  if (sent) {
    return (
      <div className={styles.form}>
        <h2 ref={doneRef} tabIndex={-1} className={styles.heading}>
          {t.forgot.checkEmail}
        </h2>
        <p>
          {t.forgot.sentBefore} <strong>{email.trim()}</strong>
          {t.forgot.sentAfter}
        </p>
        <Link href="/login" className={styles.submit}>
          {t.forgot.returnToLogin}
        </Link>
      </div>
    )
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t.forgot.form}>
      <p className={styles.hint}>{t.forgot.intro}</p>
      {error ? (
        <p className={`${styles.banner} ${styles.bannerError}`} role="alert">
          {error}
        </p>
      ) : null}
      <Field id={fieldId('email')} name="email" label={t.fields.emailShort} error={errors.email}>
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
            onChange={(e) => set('email', e.target.value)}
          />
        )}
      </Field>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? t.forgot.sending : t.forgot.send}
        </button>
        <Link href="/login" className={styles.secondary}>
          {t.forgot.back}
        </Link>
      </div>
    </form>
  )
}
