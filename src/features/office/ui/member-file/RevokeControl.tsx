'use client'

import { useRef, useState } from 'react'

import { apiFetch, messageOf, SessionEndedError } from '@/features/accounts/ui/session'
import styles from '@/features/office/ui/admin.module.css'
import { REGISTER_TEXT } from '@/features/office/client'
import { REGISTER_MESSAGES } from '@/features/office/schemas'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'

import ui from '../register/register.module.css'
import { ReasonDialog } from './ReasonDialog'

type Action = 'revoke' | 'reinstate'

/** Revoke (a paid membership of this year) or reinstate (a revoked one), with the reason in a dialog. Admins only. */
export function RevokeControl({
  memberId,
  year,
  current,
  onDone,
}: {
  memberId: number
  year: string
  current: string | undefined
  onDone: () => void
}) {
  const { lang } = useLocale()
  const t = REGISTER_TEXT[lang].revoke
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  const action: Action | null = current === 'paid' ? 'revoke' : current === 'revoked' ? 'reinstate' : null
  if (!action) return <p>{REGISTER_TEXT[lang].file.none}</p>

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    if (!reason.trim()) {
      setError(REGISTER_MESSAGES.reasonRequired.in(lang))
      field.current?.focus()
      return
    }
    setBusy(true)
    setError(null)
    try {
      const res = await apiFetch(`/api/admin/members/${memberId}/${action}`, { method: 'POST', json: { reason } })
      if (!res.ok) {
        setError((await messageOf(res)) ?? REGISTER_TEXT[lang].file.failed)
        return
      }
      setOpen(false)
      setReason('')
      setDone(action === 'revoke' ? t.revoked : t.reinstated)
      onDone()
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setError(REGISTER_TEXT[lang].file.failed)
    } finally {
      setBusy(false)
    }
  }

  const title = fill(action === 'revoke' ? t.revokeTitle : t.reinstateTitle, { year })
  return (
    <>
      <div className={ui.controls}>
        <button
          ref={opener}
          type="button"
          className={action === 'revoke' ? styles.secondary : styles.button}
          onClick={() => (setDone(null), setError(null), setOpen(true))}
        >
          {action === 'revoke' ? t.revoke : t.reinstate}
        </button>
      </div>
      {done ? (
        <p className={ui.ok} role="status">
          {done}
        </p>
      ) : null}
      {open ? (
        <ReasonDialog
          id="revoke"
          title={title}
          text={action === 'revoke' ? t.revokeText : t.reinstateText}
          labels={{ reason: t.reason, cancel: t.cancel, submit: action === 'revoke' ? t.revoke : t.reinstate, saving: t.saving }}
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
    </>
  )
}
