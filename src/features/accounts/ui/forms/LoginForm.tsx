'use client'

import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import { ACCOUNT_TEXT, LIMITS, TWO_FACTOR_TEXT } from '@/features/accounts/client'
import { jsonHeaders, pageLanguage } from '@/features/accounts/ui/api'
import { isLocale, type Locale } from '@/platform/i18n/locales'
import { localePath } from '@/platform/i18n/paths'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { Field, PasswordInput } from '@/features/accounts/ui/Field'
import styles from '@/features/accounts/ui/forms.module.css'
import { homeFor, safeNextPath } from '@/features/accounts/ui/routes'
import { useSession, type SessionUser } from '@/features/accounts/ui/session'
import { LEAVING, useForm } from '@/platform/ui/forms/useForm'
import { useLazyModule } from '@/platform/ui/forms/useLazyModule'
import { messageText } from '@/platform/i18n/messages'

/**
 * Login (spec §2, §4, §5): the shared checks, POST /api/auth/login, then the
 * page that sent the visitor here (?next=) or the role's home. When
 * the server answers `mfaRequired` (an admin or coordinator) the same form asks
 * for the authenticator code (or a recovery code) as a second step; an account
 * still without a second factor goes to /account/two-factor to set one up. A member who
 * must confirm the privacy notice in force (`noticeConfirmationDue`) goes to /notice first.
 */
/** The member's preferred language (GET /api/auth/language); the page's when it cannot be read. */
async function preferredLanguage(token: string): Promise<Locale> {
  try {
    const res = await fetch('/api/auth/language', { headers: { authorization: `Bearer ${token}` }, cache: 'no-store' })
    const body = (await res.json()) as { preferredLanguage?: unknown }
    if (res.ok && isLocale(body.preferredLanguage)) return body.preferredLanguage
  } catch {
    // The page's language below.
  }
  return pageLanguage()
}

export function LoginForm() {
  const router = useRouter()
  const { lang } = useLocale()
  const t = ACCOUNT_TEXT[lang]
  const { signIn } = useSession()
  const tf = TWO_FACTOR_TEXT[lang].login
  const [codeStep, setCodeStep] = useState(false)
  const [recovery, setRecovery] = useState(false)
  const [otp, setOtp] = useState('')
  const [otpError, setOtpError] = useState<string | undefined>()
  // The rules (zod) load on the first focus in the form, or on sending.
  const rules = useLazyModule(() => import('@/features/accounts/ui/account-rules'))
  const { values, errors, submitting, fieldId, set, handleSubmit } = useForm({
    initial: { email: '', password: '' },
    // onSubmit waits for the rules before it checks, so they are there.
    validate: (v: { email: string; password: string }) => rules.loaded.current!.checkLogin(v, lang),
    focusOrder: ['email', 'password'],
  })

  async function login(credentials: { email: string; password: string }) {
    const code = otp.replace(/\s+/g, '')
    if (codeStep && !code) {
      setOtpError(tf.codeRequired)
      return
    }
    let res: Response
    try {
      const body = codeStep ? { ...credentials, otp: code } : credentials
      res = await fetch('/api/auth/login', { method: 'POST', headers: jsonHeaders(), body: JSON.stringify(body) })
    } catch {
      window.alert(t.login.failedRetry)
      return
    }
    const data = (await res.json().catch(() => null)) as {
      token?: unknown
      user?: SessionUser
      message?: unknown
      mfaRequired?: unknown
      secondFactorSetupRequired?: unknown
      noticeConfirmationDue?: unknown
    } | null
    if (res.status === 401 && data?.mfaRequired === true) {
      // The password was right: the code step (a wrong code shows its message under the field).
      setOtpError(codeStep && typeof data.message === 'string' ? messageText(data.message, lang) : undefined)
      setCodeStep(true)
      return
    }
    if (codeStep && res.status === 400 && typeof data?.message === 'string') {
      setOtpError(messageText(data.message, lang))
      return
    }
    if (!res.ok || typeof data?.token !== 'string' || !data.user) {
      window.alert(typeof data?.message === 'string' && data.message ? data.message : t.login.failed)
      return
    }
    signIn(data.token, data.user)
    const next = safeNextPath(new URLSearchParams(window.location.search).get('next'), window.location.origin)
    if (data.secondFactorSetupRequired === true) {
      // An admin or coordinator without a second factor may only set it up.
      router.replace(`${localePath(lang, '/account/two-factor')}${next ? `?next=${encodeURIComponent(next)}` : ''}`)
      return LEAVING
    }
    const home = homeFor(data.user.role)
    // The role's home in the member's own language; the CMS has one address.
    const target = next ?? (home.startsWith('/cms') ? home : localePath(await preferredLanguage(data.token), home))
    if (data.noticeConfirmationDue === true) {
      // The privacy notice in force first, in this page's language; then on to the target.
      router.replace(`${localePath(lang, '/notice')}?next=${encodeURIComponent(target)}`)
      return LEAVING
    }
    // The CMS is another app (its own root layout): a full page load.
    if (target === '/cms' || target.startsWith('/cms/')) window.location.assign(target)
    else router.replace(target)
    return LEAVING
  }

  // The rules could not load (offline): as when the login itself cannot be sent.
  const onSubmit = rules.submitAfterLoad(handleSubmit(login), () => window.alert(t.login.failedRetry))

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={() => void rules.load().catch(() => {})}
      noValidate
      aria-label={t.login.form}
    >
      {codeStep ? (
        <>
          <Field id="login-otp" name="otp" label={recovery ? tf.recoveryLabel : tf.codeLabel} error={otpError}>
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode={recovery ? 'text' : 'numeric'}
                autoComplete="one-time-code"
                spellCheck={false}
                autoCapitalize="none"
                maxLength={recovery ? 11 : 6}
                value={otp}
                onChange={(e) => setOtp(e.target.value)}
                autoFocus
                required
              />
            )}
          </Field>
          <p className={styles.links}>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setRecovery(!recovery)
                setOtp('')
                setOtpError(undefined)
              }}
            >
              {recovery ? tf.useApp : tf.useRecovery}
            </button>
          </p>
          <button type="submit" className={styles.submit} disabled={submitting}>
            {submitting ? tf.verifying : tf.verify}
          </button>
        </>
      ) : (
        passwordStep()
      )}
    </form>
  )

  // A plain function, not a component: the inputs keep their identity (and focus) between renders.
  function passwordStep() {
    return (
      <>
        <Field id={fieldId('email')} name="email" label={t.fields.emailShort} error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="username"
              spellCheck={false}
              autoCapitalize="none"
              maxLength={LIMITS.email}
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
              required
            />
          )}
        </Field>
        <Field id={fieldId('password')} name="password" label={t.fields.password} error={errors.password}>
          {(control) => (
            <PasswordInput
              control={control}
              label={t.fields.password}
              value={values.password}
              onChange={(v) => set('password', v)}
              autoComplete="current-password"
            />
          )}
        </Field>
        <p className={styles.links}>
          <Link href="/forgot-password">{t.login.forgot}</Link>
        </p>
        <button type="submit" className={styles.submit} disabled={submitting}>
          {submitting ? t.login.submitting : t.login.submit}
        </button>
        <p className={styles.links}>
          <span>
            {t.login.noAccount} <Link href="/membership">{t.login.registerHere}</Link>
          </span>
        </p>
      </>
    )
  }
}
