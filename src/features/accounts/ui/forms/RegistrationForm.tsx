'use client'

import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import { ACCOUNT_TEXT, DEFAULT_AYUSHMAN, DESIGNATION, GENDERS } from '@/features/accounts/client'
import { DATE_INPUT_TEXT } from '@/platform/ui/forms/date-input-text'
import { messageText } from '@/platform/i18n/messages'
import { fill } from '@/platform/i18n/define'
import { jsonHeaders, pageLanguage } from '@/features/accounts/ui/api'
import { useRouter } from 'next/navigation'

import { DistrictField, Field, PasswordInput } from '@/features/accounts/ui/Field'
import { DateInput } from '@/platform/ui/forms/DateInput'
import styles from '@/features/accounts/ui/forms.module.css'
import { LEAVING, useForm } from '@/platform/ui/forms/useForm'
import { useSession, type SessionUser } from '@/features/accounts/ui/session'
import { ACCOUNT_MESSAGES, LIMITS, PASSWORD_MIN_REGISTER, REGISTRATION_FIELDS, type RegistrationField } from '@/features/accounts/client'
import { useLazyModule } from '@/platform/ui/forms/useLazyModule'

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

type TextField = {
  field: Exclude<RegistrationField, 'gender' | 'district' | 'password' | 'confirmPassword' | 'privacy'>
  label: string
  required?: boolean
  wide?: boolean
  type?: string
  hint?: string
  extra?: React.InputHTMLAttributes<HTMLInputElement>
}
type Fields = (typeof ACCOUNT_TEXT)['en']['fields']

const beforeDesignation = (t: Fields): TextField[] => [
  {
    field: 'email',
    label: t.email,
    required: true,
    type: 'email',
    extra: { autoComplete: 'email', inputMode: 'email', spellCheck: false, maxLength: LIMITS.email },
  },
  { field: 'ehrms', label: t.ehrms, required: true, extra: { maxLength: LIMITS.ehrms, autoCapitalize: 'characters', spellCheck: false } },
  { field: 'block', label: t.block, extra: { maxLength: LIMITS.block } },
  { field: 'joiningDate', label: t.joiningDate, type: 'date' },
  { field: 'dob', label: t.dob, required: true, type: 'date', extra: { autoComplete: 'bday' } },
  {
    field: 'phone',
    label: t.phone,
    required: true,
    type: 'tel',
    hint: t.phoneHint,
    extra: { autoComplete: 'tel-national', inputMode: 'numeric', maxLength: 10 },
  },
]

/**
 * Registration (spec §2 'Registration page', §3, §5): the shared rules of
 * src/features/accounts/rules/account.ts run first and show under each field, then
 * POST /api/auth/register; success signs the new member in.
 */
export function RegistrationForm() {
  const router = useRouter()
  const { href, lang } = useLocale()
  const t = ACCOUNT_TEXT[lang]
  const { signIn } = useSession()
  // The rules (zod) load on the first focus in the form, or on sending.
  const rules = useLazyModule(() => import('@/features/accounts/ui/account-rules'))
  const { values, errors, submitting, fieldId, set, handleSubmit } = useForm({
    initial: INITIAL,
    // onSubmit waits for the rules before it checks, so they are there.
    validate: (v: unknown) => rules.loaded.current!.checkRegistration(v, lang),
    focusOrder: REGISTRATION_FIELDS,
    onInvalid: () => window.alert(ACCOUNT_MESSAGES.formAlert.in(lang)),
  })

  async function register() {
    let res: Response
    try {
      // The page's language becomes the member's: their mail and the pages after login.
      res = await fetch('/api/auth/register', {
        method: 'POST',
        headers: jsonHeaders(),
        body: JSON.stringify({ ...values, preferredLanguage: pageLanguage() }),
      })
    } catch {
      window.alert(t.register.failedRetry)
      return
    }
    const data = (await res.json().catch(() => null)) as { token?: unknown; user?: SessionUser; message?: unknown } | null
    if (!res.ok || typeof data?.token !== 'string' || !data.user) {
      window.alert(typeof data?.message === 'string' && data.message ? data.message : t.register.failed)
      return
    }
    signIn(data.token, data.user)
    window.alert(t.register.success)
    router.push(href('/certificate'))
    return LEAVING
  }

  // The rules could not load (offline): as when the registration itself cannot be sent.
  const onSubmit = rules.submitAfterLoad(handleSubmit(register), () => window.alert(t.register.failedRetry))

  const text = ({ field, label, required, wide, type = 'text', hint, extra }: TextField) => (
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
          <DateInput {...control} {...extra} value={values[field]} onChange={(v) => set(field, v)} required={required} />
        ) : (
          <input
            {...control}
            {...extra}
            type={type}
            value={values[field]}
            onChange={(e) => set(field, e.target.value)}
            required={required}
          />
        )
      }
    </Field>
  )

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={() => void rules.load().catch(() => {})}
      noValidate
      aria-label={t.register.form}
    >
      <p className={styles.hint}>
        {t.register.requiredBefore} <span aria-hidden="true">*</span>
        <span className="visually-hidden">{t.register.requiredAsterisk}</span> {t.register.requiredAfter}
      </p>
      <div className={styles.grid}>
        {text({ field: 'name', label: t.fields.name, required: true, extra: { autoComplete: 'name', maxLength: LIMITS.name } })}
        <Field id={fieldId('gender')} name="gender" label={t.fields.gender} error={errors.gender}>
          {(control) => (
            <select {...control} value={values.gender} onChange={(e) => set('gender', e.target.value)}>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t.fields.genders[g]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {beforeDesignation(t.fields).map(text)}
        <Field id={fieldId('designation')} name="designation" label={t.fields.designation}>
          {(control) => <input {...control} value={values.designation} readOnly />}
        </Field>
        <DistrictField id={fieldId('district')} value={values.district} error={errors.district} onChange={(v) => set('district', v)} />
        {text({ field: 'ayushman', label: t.fields.ayushman, wide: true, extra: { maxLength: LIMITS.ayushman } })}
        <Field
          id={fieldId('password')}
          name="password"
          label={t.fields.password}
          required
          hint={fill(t.fields.passwordHint, { n: PASSWORD_MIN_REGISTER })}
          error={errors.password}
        >
          {(control) => (
            <PasswordInput
              control={control}
              label={t.fields.password}
              value={values.password}
              onChange={(v) => set('password', v)}
              autoComplete="new-password"
            />
          )}
        </Field>
        <Field
          id={fieldId('confirmPassword')}
          name="confirmPassword"
          label={t.fields.confirmPassword}
          required
          error={errors.confirmPassword}
        >
          {(control) => (
            <PasswordInput
              control={control}
              label={t.fields.confirmPasswordShort}
              value={values.confirmPassword}
              onChange={(v) => set('confirmPassword', v)}
              autoComplete="new-password"
            />
          )}
        </Field>
      </div>
      <PrivacyConsent id={fieldId('privacy')} checked={values.privacy} error={errors.privacy} onChange={(v) => set('privacy', v)} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={submitting}>
          {submitting ? t.register.submitting : t.register.submit}
        </button>
      </div>
      <p className={styles.links}>
        <Link href="/login">{t.register.haveAccount}</Link>
      </p>
    </form>
  )
}

/** DPDP Act s.5 and s.6: a short notice of what is collected and why, and consent that starts unticked. */
function PrivacyConsent({
  id,
  checked,
  error,
  onChange,
}: {
  id: string
  checked: boolean
  error?: string
  onChange: (v: boolean) => void
}) {
  const { lang } = useLocale()
  const t = ACCOUNT_TEXT[lang].register
  const noticeId = `${id}-notice`
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <p id={noticeId} className={styles.hint}>
        {t.privacyNotice}
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
          {t.privacyAgree}{' '}
          <Link href="/privacy-policy" target="_blank" rel="noopener">
            {t.privacyLink}
            <span className="visually-hidden"> {t.opensInNewTab}</span>
          </Link>
          .
        </label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {messageText(error, lang)}
        </p>
      ) : null}
    </div>
  )
}
