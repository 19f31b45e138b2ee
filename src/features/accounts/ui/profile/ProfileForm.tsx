'use client'

import { useState } from 'react'

import { DistrictField, Field } from '@/features/accounts/ui/Field'
import styles from '@/features/accounts/ui/forms.module.css'
import { apiFetch, messageOf, SessionEndedError, useSession } from '@/features/accounts/ui/session'
import { DateInput } from '@/platform/ui/forms/DateInput'
import { useForm } from '@/platform/ui/forms/useForm'
import { LIMITS, DESIGNATION, GENDERS, ACCOUNT_TEXT } from '@/features/accounts/client'
import { PROFILE_FIELDS, ProfileInput, type ProfileField } from '@/features/accounts/schemas'
import { validateInput } from '@/platform/validation/validation'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { DATE_INPUT_TEXT } from '@/platform/ui/forms/date-input-text'

const SHOWN = ['name', 'gender', 'email', 'ehrms', 'phone', 'dob', 'block', 'district', 'designation', 'joiningDate', 'ayushman'] as const
export type Profile = Record<(typeof SHOWN)[number], string>

/** The API's profile (nulls for empty fields) as form values. */
export function toProfile(data: unknown): Profile {
  const source = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>
  const out = {} as Profile
  for (const key of SHOWN) {
    const value = source[key]
    out[key] = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
  }
  return out
}

/** What PUT /api/auth/profile takes: the editable fields only. */
const editable = (draft: Profile) => Object.fromEntries(PROFILE_FIELDS.map((f) => [f, draft[f]]))

type Text = {
  field: ProfileField
  label: string
  required?: boolean
  wide?: boolean
  type?: string
  hint?: string
  extra?: React.InputHTMLAttributes<HTMLInputElement>
}

/**
 * The profile edit form (spec §4, §5, §8): the shared rules, PUT
 * /api/auth/profile; e-mail and EHRMS code are shown but not editable. Cancel
 * drops the draft, so the last saved values come back.
 */
export function ProfileForm({ profile, onCancel, onSaved }: { profile: Profile; onCancel: () => void; onSaved: (p: Profile) => void }) {
  const { updateUser } = useSession()
  const { lang } = useLocale()
  const t = ACCOUNT_TEXT[lang]
  const {
    values: draft,
    errors,
    submitting: saving,
    fieldId,
    set,
    handleSubmit,
  } = useForm({
    initial: { ...profile, designation: profile.designation || DESIGNATION },
    validate: (draft: Profile) => validateInput(ProfileInput, editable(draft), lang),
    focusOrder: PROFILE_FIELDS,
  })
  const [serverError, setServerError] = useState<string | null>(null)

  async function save(_checked: unknown, current: Profile) {
    try {
      const res = await apiFetch('/api/auth/profile', { method: 'PUT', json: editable(current) })
      if (!res.ok) {
        setServerError((await messageOf(res)) ?? t.profile.saveFailed)
        window.scrollTo({ top: 0 })
        return
      }
      const data = (await res.json().catch(() => null)) as { user?: unknown } | null
      const next = data?.user ? toProfile(data.user) : { ...current }
      if (next.name) updateUser({ name: next.name })
      onSaved(next)
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setServerError(t.profile.saveFailed)
    }
  }

  const onSubmit = (e: React.FormEvent) => {
    setServerError(null)
    void handleSubmit(save)(e)
  }

  const text = ({ field, label, required, wide, type = 'text', hint, extra }: Text) => (
    <Field
      key={field}
      id={fieldId(field)}
      name={field}
      label={label}
      required={required}
      wide={wide}
      hint={type === 'date' ? DATE_INPUT_TEXT[lang].hint : hint}
      error={errors[field]}
    >
      {(control) =>
        type === 'date' ? (
          <DateInput {...control} {...extra} value={draft[field]} onChange={(v) => set(field, v)} required={required} />
        ) : (
          <input
            {...control}
            {...extra}
            type={type}
            value={draft[field]}
            onChange={(e) => set(field, e.target.value)}
            required={required}
          />
        )
      }
    </Field>
  )
  const fixed = (field: 'email' | 'ehrms', label: string) => (
    <Field id={fieldId(field)} name={field} label={label} hint={t.profile.fixedHint}>
      {(control) => <input {...control} value={draft[field]} readOnly />}
    </Field>
  )

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t.profile.form}>
      {serverError ? (
        <p className={`${styles.banner} ${styles.bannerError}`} role="alert">
          {serverError}
        </p>
      ) : null}
      <div className={styles.grid}>
        {text({ field: 'name', label: t.profile.name, required: true, extra: { autoComplete: 'name', maxLength: LIMITS.name } })}
        <Field id={fieldId('gender')} name="gender" label={t.fields.gender} error={errors.gender}>
          {(control) => (
            <select {...control} value={draft.gender || 'Male'} onChange={(e) => set('gender', e.target.value)}>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t.fields.genders[g]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {fixed('email', t.profile.email)}
        {fixed('ehrms', t.fields.ehrms)}
        {text({ field: 'block', label: t.fields.block, extra: { maxLength: LIMITS.block } })}
        {text({ field: 'joiningDate', label: t.fields.joiningDate, type: 'date' })}
        {text({ field: 'dob', label: t.fields.dob, required: true, type: 'date', extra: { autoComplete: 'bday' } })}
        {text({
          field: 'phone',
          label: t.profile.phone,
          required: true,
          type: 'tel',
          hint: t.fields.phoneHint,
          extra: { autoComplete: 'tel-national', inputMode: 'numeric', maxLength: 10 },
        })}
        <Field id={fieldId('designation')} name="designation" label={t.fields.designation} required error={errors.designation}>
          {(control) => <input {...control} value={draft.designation} readOnly required />}
        </Field>
        <DistrictField id={fieldId('district')} value={draft.district} error={errors.district} onChange={(v) => set('district', v)} />
        {text({ field: 'ayushman', label: t.fields.ayushman, wide: true, extra: { maxLength: LIMITS.ayushman } })}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={saving}>
          {saving ? t.profile.saving : t.profile.save}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel} disabled={saving}>
          {t.profile.cancel}
        </button>
      </div>
    </form>
  )
}
