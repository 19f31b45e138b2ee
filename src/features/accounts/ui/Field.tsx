'use client'

import { useState } from 'react'

import { DISTRICTS } from '@/platform/config/districts'
import { PASSWORD_MAX } from '@/features/accounts/rules/account-messages'
import { districtName } from '@/platform/i18n/districts'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { ACCOUNT_TEXT } from '@/features/accounts/texts/account'
import { messageText } from '@/platform/i18n/messages'

import styles from './forms.module.css'

export type ControlProps = {
  id: string
  name: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  className: string
}

/**
 * One labelled form field: the control, an optional hint and its error, both
 * tied to the control through aria-describedby so screen readers read them.
 * The error comes in the page's language (the forms' checks and the API answer in it); a message token is shown in it too.
 */
export function Field({
  id,
  name,
  label,
  error,
  invalidBy,
  hint,
  required,
  wide,
  children,
}: {
  id: string
  name: string
  label: string
  error?: string
  /** The id of a message elsewhere (a form's banner) that says why this field is wrong: marks it invalid too. */
  invalidBy?: string
  hint?: string
  required?: boolean
  /** Spans both columns of a two-column grid. */
  wide?: boolean
  children: (props: ControlProps) => React.ReactNode
}) {
  const { lang } = useLocale()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const invalid = Boolean(error || invalidBy)
  const describedBy = [hintId, errorId, invalidBy].filter(Boolean).join(' ') || undefined
  return (
    <div className={`${styles.field} ${wide ? styles.full : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        name,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
        className: `${styles.input} ${invalid ? styles.invalid : ''}`,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {messageText(error, lang)}
        </p>
      ) : null}
    </div>
  )
}

/** A password input with a Show/Hide button (spec §2: login, registration, reset). */
export function PasswordInput({
  control,
  label,
  value,
  onChange,
  autoComplete,
  required = true,
}: {
  control: ControlProps
  label: string
  value: string
  onChange: (value: string) => void
  autoComplete: 'current-password' | 'new-password'
  required?: boolean
}) {
  const [shown, setShown] = useState(false)
  const t = ACCOUNT_TEXT[useLocale().lang].fields
  return (
    <div className={styles.password}>
      <input
        {...control}
        type={shown ? 'text' : 'password'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        autoCapitalize="none"
        maxLength={PASSWORD_MAX}
        spellCheck={false}
        required={required}
      />
      <button type="button" className={styles.toggle} aria-controls={control.id} onClick={() => setShown((v) => !v)}>
        {shown ? t.hide : t.show}
        <span className="visually-hidden"> {label.toLowerCase()}</span>
      </button>
    </div>
  )
}

/** The required district select of spec §3 (the 75 districts), shared by registration and profile. */
export function DistrictField({
  id,
  value,
  error,
  onChange,
}: {
  id: string
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  const { lang } = useLocale()
  const t = ACCOUNT_TEXT[lang].fields
  return (
    <Field id={id} name="district" label={t.district} required error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value)} required>
          <option value="">{t.districtPlaceholder}</option>
          {DISTRICTS.map((d) => (
            <option key={d} value={d}>
              {districtName(d, lang)}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
