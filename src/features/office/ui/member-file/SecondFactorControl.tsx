'use client'

import { useRef, useState } from 'react'

import { apiFetch, messageOf, SessionEndedError } from '@/features/accounts/ui/session'
import styles from '@/features/office/ui/admin.module.css'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { REGISTER_TEXT } from '@/features/office/client'
import type { MemberFile } from '@/features/office'

import ui from '../register/register.module.css'
import { ReasonDialog } from './ReasonDialog'

/**
 * Admins, on a coordinator's file: whether a second factor is set up, and
 * "Reset second factor" (a lost phone) with a required reason. The reason is checked
 * by the API (its 400 message is shown under the field); the file then reloads, so
 * the audit trail shows the reset.
 */
export function SecondFactorControl({ profile, onDone }: { profile: MemberFile['profile']; onDone: () => void }) {
  const { lang } = useLocale()
  const t = REGISTER_TEXT[lang].secondFactor
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const field = useRef<HTMLTextAreaElement>(null)

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const res = await apiFetch(`/api/admin/members/${profile.id}/two-factor/reset`, { method: 'POST', json: { reason } })
      if (!res.ok) {
        // The API answers in the page's language (apiFetch sends it): its message is shown as it comes.
        setError((await messageOf(res)) || REGISTER_TEXT[lang].file.failed)
        field.current?.focus()
        return
      }
      setOpen(false)
      setReason('')
      setDone(true)
      onDone()
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setError(REGISTER_TEXT[lang].file.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={ui.section} aria-labelledby="file-second-factor">
      <h2 id="file-second-factor">{t.heading}</h2>
      <p data-testid="second-factor-state">{profile.secondFactor ? t.enabled : t.notEnabled}</p>
      {profile.secondFactor ? (
        <div className={ui.controls}>
          <button ref={opener} type="button" className={styles.secondary} onClick={() => (setDone(false), setError(null), setOpen(true))}>
            {t.reset}
          </button>
        </div>
      ) : null}
      {done ? (
        <p className={ui.ok} role="status">
          {t.done}
        </p>
      ) : null}
      {open ? (
        <ReasonDialog
          id="second-factor"
          title={t.title}
          text={t.text}
          labels={{ reason: t.reason, cancel: t.cancel, submit: t.reset, saving: t.saving }}
          reason={reason}
          onReason={setReason}
          error={error}
          busy={busy}
          opener={opener.current}
          field={field}
          onSubmit={(e) => void submit(e)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </section>
  )
}
