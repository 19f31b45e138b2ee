'use client'

import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import { ACCOUNT_TEXT } from '@/features/accounts/client'
import { fill } from '@/platform/i18n/define'
import { jsonHeaders } from '@/features/accounts/ui/api'
import { useRef, useState } from 'react'

import { Field, PasswordInput } from '@/features/accounts/ui/Field'
import styles from '@/features/accounts/ui/forms.module.css'
import { messageOf, useSession } from '@/features/accounts/ui/session'
import { useForm } from '@/platform/ui/forms/useForm'
import { NewPasswordForm, PASSWORD_MIN_RESET } from '@/features/accounts/schemas'
import { validateInput } from '@/platform/validation/validation'

/**
 * Reset password (spec §2, §4, §5, §8): form → resetting → done. A reset ends
 * every session on the server, so a session kept in this browser is forgotten.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { forget } = useSession()
  const { lang } = useLocale()
  const t = ACCOUNT_TEXT[lang]
  // Spec §5: the error clears as the user types (either password clears both, and the server's answer).
  const form = useForm({
    initial: { password: '', confirmPassword: '' },
    validate: (v: { password: string; confirmPassword: string }) => validateInput(NewPasswordForm, v, lang),
    focusOrder: ['password', 'confirmPassword'],
    clearOnEdit: 'all',
  })
  const { values, errors, submitting: resetting, fieldId, handleSubmit } = form
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const doneRef = useRef<HTMLHeadingElement>(null)

  const set = (field: 'password' | 'confirmPassword', value: string) => {
    form.set(field, value)
    setError(null)
  }

  async function reset(checked: { password: string }) {
    try {
      const res = await fetch('/api/auth/reset-password', {
        method: 'POST',
        headers: jsonHeaders(),
        body: JSON.stringify({ token, password: checked.password }),
      })
      if (res.ok) {
        forget()
        setDone(true)
        requestAnimationFrame(() => doneRef.current?.focus())
      } else setError((await messageOf(res)) ?? t.reset.failed)
    } catch {
      setError(t.reset.error)
    }
  }

  const onSubmit = (e: React.FormEvent) => {
    setError(null)
    void handleSubmit(reset)(e)
  }

  if (done) {
    return (
      <div className={styles.form}>
        <h2 ref={doneRef} tabIndex={-1} className={styles.heading}>
          {t.reset.done}
        </h2>
        <p>{t.reset.doneText}</p>
        <Link href="/login" className={styles.submit}>
          {t.reset.returnToLogin}
        </Link>
      </div>
    )
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t.reset.form}>
      {error ? (
        <p className={`${styles.banner} ${styles.bannerError}`} role="alert">
          {error}
        </p>
      ) : null}
      <Field
        id={fieldId('password')}
        name="password"
        label={t.fields.newPassword}
        hint={fill(t.fields.passwordHint, { n: PASSWORD_MIN_RESET })}
        error={errors.password}
      >
        {(control) => (
          <PasswordInput
            control={control}
            label={t.fields.newPasswordShort}
            value={values.password}
            onChange={(v) => set('password', v)}
            autoComplete="new-password"
          />
        )}
      </Field>
      <Field id={fieldId('confirmPassword')} name="confirmPassword" label={t.fields.confirmNewPassword} error={errors.confirmPassword}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={(e) => set('confirmPassword', e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className={styles.submit} disabled={resetting}>
        {resetting ? t.reset.submitting : t.reset.submit}
      </button>
    </form>
  )
}
