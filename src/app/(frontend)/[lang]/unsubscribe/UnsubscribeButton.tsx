'use client'

import { useRef, useState } from 'react'

import { jsonHeaders } from '@/components/account/api'
import styles from '@/components/account/forms.module.css'
import { messageOf } from '@/components/account/session'
import { Link, useLocale } from '@/i18n/LocaleProvider'
import { RENEWAL_TEXT } from '@/i18n/messages/renewals'

/** The one button of /unsubscribe: posts the token; then says it is done (or why not) and where to undo it. */
export function UnsubscribeButton({ token }: { token: string }) {
  const t = RENEWAL_TEXT[useLocale().lang].unsubscribe
  const [state, setState] = useState<'ready' | 'working' | 'done'>('ready')
  const [error, setError] = useState<string | null>(null)
  const doneRef = useRef<HTMLParagraphElement>(null)

  async function stop() {
    setState('working')
    setError(null)
    try {
      const res = await fetch('/api/renewals/unsubscribe', { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ token }) })
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
          {t.done}
        </p>
        <p>
          {t.backOn} <Link href="/profile">{t.profileLink}</Link>
        </p>
      </div>
    )
  }
  return (
    <div className={styles.form}>
      <p>{t.question}</p>
      {error ? (
        <p className={`${styles.banner} ${styles.bannerError}`} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.submit} onClick={() => void stop()} disabled={state === 'working'}>
          {state === 'working' ? t.working : t.button}
        </button>
      </div>
    </div>
  )
}
