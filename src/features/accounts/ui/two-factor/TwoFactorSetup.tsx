'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { Field } from '@/features/accounts/ui/Field'
import styles from '@/features/accounts/ui/forms.module.css'
import { homeFor, safeNextPath } from '@/features/accounts/ui/routes'
import { apiFetch, messageOf, SessionEndedError, useSession } from '@/features/accounts/ui/session'
import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import { messageText } from '@/platform/i18n/messages'
import { TWO_FACTOR_TEXT } from '@/features/accounts/client'
import { localePath } from '@/platform/i18n/paths'
import { useForm } from '@/platform/ui/forms/useForm'

type Setup = { secret: string; otpauthUrl: string; qrSvg: string }

/**
 * The enrolment: POST /api/auth/two-factor/setup shows the QR code and
 * the key as text; the first code confirms it (…/confirm), and the ten recovery
 * codes are shown once. Then on to the page the login was heading for.
 */
export function TwoFactorSetup() {
  const router = useRouter()
  const { lang } = useLocale()
  const t = TWO_FACTOR_TEXT[lang].setup
  const { ready, token, user } = useSession()
  const [setup, setSetup] = useState<Setup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  // Only the code is a form field: starting and the recovery codes are steps of the setup, each with its own state above.
  const { values, submitting, set, handleSubmit } = useForm({
    initial: { otp: '' },
    // The server checks the code (its message shows under the field); the spaces an app shows go.
    validate: (v: { otp: string }) => ({ ok: true as const, value: v.otp.replace(/\s+/g, '') }),
  })

  if (!ready) return null
  if (!token) {
    return (
      <p>
        <Link href="/login?next=/account/two-factor">{t.signInFirst}</Link>
      </p>
    )
  }

  async function post(path: string, json?: unknown): Promise<unknown> {
    setBusy(true)
    setError(undefined)
    try {
      const res = await apiFetch(path, { method: 'POST', json })
      if (res.ok) return await res.json()
      setError(messageText((await messageOf(res)) ?? t.failed, lang))
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setError(t.failed)
    } finally {
      setBusy(false)
    }
    return null
  }

  async function start() {
    const started = (await post('/api/auth/two-factor/setup')) as Setup | null
    if (started) setSetup(started)
  }

  async function confirm(otp: string) {
    const done = (await post('/api/auth/two-factor/confirm', { otp })) as { recoveryCodes?: string[] } | null
    if (done?.recoveryCodes) setCodes(done.recoveryCodes)
  }

  function finish() {
    const next = safeNextPath(new URLSearchParams(window.location.search).get('next'), window.location.origin)
    const target = next ?? homeFor(user?.role)
    if (target === '/cms' || target.startsWith('/cms/')) window.location.assign(target)
    else router.replace(next ?? localePath(lang, target))
  }

  if (codes) {
    return (
      <section className={styles.form} aria-labelledby="recovery-codes">
        <h2 id="recovery-codes">{t.codesTitle}</h2>
        <p>{t.codesLead}</p>
        <ul className={styles.codes} data-testid="recovery-codes">
          {codes.map((code) => (
            <li key={code} translate="no">
              {code}
            </li>
          ))}
        </ul>
        <button type="button" className={styles.submit} onClick={finish}>
          {t.done}
        </button>
      </section>
    )
  }

  if (!setup) {
    return (
      <div className={styles.form}>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <button type="button" className={styles.submit} onClick={start} disabled={busy}>
          {busy ? t.starting : t.start}
        </button>
      </div>
    )
  }

  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(confirm)(e)} noValidate aria-label={t.title}>
      <p>{t.scan}</p>
      {/* The server's own SVG (the qrcode library's output for our otpauth address), shown as an image. */}
      <img
        className={styles.qr}
        src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t.qrAlt}
        width={220}
        height={220}
      />
      <p>{t.manual}</p>
      <p className={styles.secret} translate="no" data-testid="totp-secret">
        {setup.secret}
      </p>
      <Field id="setup-otp" name="otp" label={t.confirmLabel} error={error}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={values.otp}
            onChange={(e) => set('otp', e.target.value)}
            required
          />
        )}
      </Field>
      <button type="submit" className={styles.submit} disabled={submitting}>
        {submitting ? t.confirming : t.confirm}
      </button>
    </form>
  )
}
