'use client'

import { useRef, useState } from 'react'

import { jsonHeaders, messageOf } from '@/components/account/api'
import styles from '@/components/account/forms.module.css'
import { Link, useLocale } from '@/i18n/LocaleProvider'
import { CONSENT_CHOICES_TEXT } from '@/i18n/messages/consent-choices'
import { fill } from '@/i18n/messages/define'

/** The one button of /withdraw-consent: posts the signed token; then says it is done (or why not) and where to opt in again. */
export function WithdrawButton({ token, purpose }: { token: string; purpose: 'newsletter' | 'whatsapp' }) {
  const all = CONSENT_CHOICES_TEXT[useLocale().lang]
  const t = all.withdraw
  const what = { purpose: all.purposes[purpose] }
  const [state, setState] = useState<'ready' | 'working' | 'done'>('ready')
  const [error, setError] = useState<string | null>(null)
  const doneRef = useRef<HTMLParagraphElement>(null)

  async function withdraw() {
    setState('working')
    setError(null)
    try {
      const res = await fetch('/api/consents/withdraw', { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ token, purpose }) })
      if (res.ok) {
        setState('done')
        requestAnimationFrame(() => doneRef.current?.focus())
        return
      }
      setError((await messageOf(res)) ?? t.failed)
    } catch {
      setError(t.failed)
    }
    setState('ready')
  }

  if (state === 'done') {
    return (
      <div className={styles.form}>
        <p ref={doneRef} tabIndex={-1} className={`${styles.banner} ${styles.bannerOk}`} role="status">
          {fill(t.done, what)}
        </p>
        <p>
          {t.backOn} <Link href="/profile">{t.profileLink}</Link>
        </p>
      </div>
    )
  }
  return (
    <div className={styles.form}>
      <p>{fill(t.question, what)}</p>
      {error ? (
        <p className={`${styles.banner} ${styles.bannerError}`} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.submit} onClick={() => void withdraw()} disabled={state === 'working'}>
          {state === 'working' ? t.working : t.button}
        </button>
      </div>
    </div>
  )
}
