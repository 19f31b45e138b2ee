'use client'

import { useRef, useState } from 'react'

import { jsonHeaders, messageOf } from '@/features/accounts/ui/api'
import styles from '@/features/accounts/ui/forms.module.css'
import { Link } from '@/platform/i18n/LocaleProvider'

export type OneClickText = {
  question: string
  button: string
  working: string
  done: string
  failed: string
  backOn: string
  profileLink: string
}

/**
 * The one button of a page a mail links to (/unsubscribe, /withdraw-consent):
 * opening the page changes nothing (mail scanners open links); the button posts
 * the signed token, then says it is done (or why not) and links to the profile.
 */
export function OneClickAction({ endpoint, body, text: t }: { endpoint: string; body: Record<string, string>; text: OneClickText }) {
  const [state, setState] = useState<'ready' | 'working' | 'done'>('ready')
  const [error, setError] = useState<string | null>(null)
  const doneRef = useRef<HTMLParagraphElement>(null)

  async function act() {
    setState('working')
    setError(null)
    try {
      const res = await fetch(endpoint, { method: 'POST', headers: jsonHeaders(), body: JSON.stringify(body) })
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
        <button type="button" className={styles.submit} onClick={() => void act()} disabled={state === 'working'}>
          {state === 'working' ? t.working : t.button}
        </button>
      </div>
    </div>
  )
}
