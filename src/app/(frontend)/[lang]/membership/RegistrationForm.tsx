'use client'

import { Link, useLocale } from '@/i18n/LocaleProvider'
import { jsonHeaders, pageLanguage } from '@/components/account/api'
import { useRouter } from 'next/navigation'

import { DistrictField, Field, PasswordInput } from '@/components/account/Field'
import styles from '@/components/account/forms.module.css'
import { LEAVING, useForm } from '@/components/forms/useForm'
import { useSession, type SessionUser } from '@/components/account/session'
import { ACCOUNT_MESSAGES, LIMITS, PASSWORD_MIN_REGISTER, REGISTRATION_FIELDS, RegistrationInput, type RegistrationField } from '@/domain/account'
import { validateInput } from '@/domain/validation'
import { DEFAULT_AYUSHMAN, DESIGNATION, GENDERS } from '@/domain/profile'

type Values = Record<Exclude<RegistrationField, 'privacy'>, string> & { privacy: boolean; designation: string }

const INITIAL: Values = {
  name: '',
  gender: 'Male',
  email: '',
  ehrms: '',
  block: '',
  joiningDate: '',
  dob: '',
  phone: '',
  designation: DESIGNATION,
  district: '',
  ayushman: DEFAULT_AYUSHMAN,
  password: '',
  confirmPassword: '',
  privacy: false,
}

type TextField = { field: Exclude<RegistrationField, 'gender' | 'district' | 'password' | 'confirmPassword' | 'privacy'>; label: string; required?: boolean; wide?: boolean; type?: string; hint?: string; extra?: React.InputHTMLAttributes<HTMLInputElement> }

const BEFORE_DESIGNATION: TextField[] = [
  { field: 'email', label: 'Email Address', required: true, type: 'email', extra: { autoComplete: 'email', inputMode: 'email', spellCheck: false, maxLength: LIMITS.email } },
  { field: 'ehrms', label: 'EHRMS Code', required: true, extra: { maxLength: LIMITS.ehrms, autoCapitalize: 'characters', spellCheck: false } },
  { field: 'block', label: 'Block', extra: { maxLength: LIMITS.block } },
  { field: 'joiningDate', label: 'Date of Joining', type: 'date' },
  { field: 'dob', label: 'Date of Birth', required: true, type: 'date', extra: { autoComplete: 'bday' } },
  { field: 'phone', label: 'Phone Number', required: true, type: 'tel', hint: '10 digits, without +91 or 0', extra: { autoComplete: 'tel-national', inputMode: 'numeric', maxLength: 10 } },
]

/**
 * Registration (spec §2 'Registration page', §3, §5): the shared rules of
 * src/domain/account.ts run first and show under each field, then
 * POST /api/auth/register; success signs the new member in.
 */
export function RegistrationForm() {
  const router = useRouter()
  const { href } = useLocale()
  const { signIn } = useSession()
  const { values, errors, submitting, fieldId, set, handleSubmit } = useForm({
    initial: INITIAL,
    validate: (v: unknown) => validateInput(RegistrationInput, v),
    focusOrder: REGISTRATION_FIELDS,
    onInvalid: () => window.alert(ACCOUNT_MESSAGES.formAlert),
  })

  async function register() {
    let res: Response
    try {
      // The page's language becomes the member's: their mail and the pages after login.
      res = await fetch('/api/auth/register', { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ ...values, preferredLanguage: pageLanguage() }) })
    } catch {
      window.alert('Registration failed. Please try again.')
      return
    }
    const data = (await res.json().catch(() => null)) as { token?: unknown; user?: SessionUser; message?: unknown } | null
    if (!res.ok || typeof data?.token !== 'string' || !data.user) {
      window.alert(typeof data?.message === 'string' && data.message ? data.message : 'Registration failed')
      return
    }
    signIn(data.token, data.user)
    window.alert('Registration successful!')
    router.push(href('/certificate'))
    return LEAVING
  }

  const text = ({ field, label, required, wide, type = 'text', hint, extra }: TextField) => (
    <Field key={field} id={fieldId(field)} name={field} label={label} required={required} wide={wide} hint={hint} error={errors[field]}>
      {(control) => <input {...control} {...extra} type={type} value={values[field]} onChange={(e) => set(field, e.target.value)} required={required} />}
    </Field>
  )

  return (
    <form className={styles.form} onSubmit={handleSubmit(register)} noValidate aria-label="Registration form">
      <p className={styles.hint}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className={styles.grid}>
        {text({ field: 'name', label: 'Full Name', required: true, extra: { autoComplete: 'name', maxLength: LIMITS.name } })}
        <Field id={fieldId('gender')} name="gender" label="Gender" error={errors.gender}>
          {(control) => (
            <select {...control} value={values.gender} onChange={(e) => set('gender', e.target.value)}>
              {GENDERS.map((g) => (
                <option key={g}>{g}</option>
              ))}
            </select>
          )}
        </Field>
        {BEFORE_DESIGNATION.map(text)}
        <Field id={fieldId('designation')} name="designation" label="Designation">
          {(control) => <input {...control} value={values.designation} readOnly />}
        </Field>
        <DistrictField id={fieldId('district')} value={values.district} error={errors.district} onChange={(v) => set('district', v)} />
        {text({ field: 'ayushman', label: 'Ayushman Arogya Mandir', wide: true, extra: { maxLength: LIMITS.ayushman } })}
        <Field id={fieldId('password')} name="password" label="Password" required hint={`At least ${PASSWORD_MIN_REGISTER} characters`} error={errors.password}>
          {(control) => <PasswordInput control={control} label="Password" value={values.password} onChange={(v) => set('password', v)} autoComplete="new-password" />}
        </Field>
        <Field id={fieldId('confirmPassword')} name="confirmPassword" label="Confirm Password" required error={errors.confirmPassword}>
          {(control) => <PasswordInput control={control} label="Confirm password" value={values.confirmPassword} onChange={(v) => set('confirmPassword', v)} autoComplete="new-password" />}
        </Field>
      </div>
      <PrivacyConsent id={fieldId('privacy')} checked={values.privacy} error={errors.privacy} onChange={(v) => set('privacy', v)} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Registration'}
        </button>
      </div>
      <p className={styles.links}>
        <Link href="/login">Already have an account? Login here</Link>
      </p>
    </form>
  )
}

/** DPDP Act s.5 and s.6: a short notice of what is collected and why, and consent that starts unticked. */
function PrivacyConsent({ id, checked, error, onChange }: { id: string; checked: boolean; error?: string; onChange: (v: boolean) => void }) {
  const noticeId = `${id}-notice`
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <p id={noticeId} className={styles.hint}>
        We keep your name, contact details, EHRMS code, date of birth and posting only to run your membership: to confirm you are a CHO, issue your
        certificate, take up your grievances and send you association notices. You can see and correct them on your profile page.
      </p>
      <div className={styles.check}>
        <input
          id={id}
          name="privacy"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={[noticeId, error ? errorId : ''].filter(Boolean).join(' ')}
        />
        <label htmlFor={id}>
          I agree to the collection and use of my details as described in the{' '}
          <Link href="/privacy-policy" target="_blank" rel="noopener">
            Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
          </Link>
          .
        </label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
