'use client'

import { useId, useState } from 'react'

import { useSend } from '@/features/accounts/ui/useSend'
import admin from '@/features/office/ui/admin.module.css'
import { GRIEVANCE_LIMITS } from '@/features/grievances/rules/grievances'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { DESK_TEXT } from '@/features/grievances/texts/desk'

import styles from './desk.module.css'

/**
 * A reply to the member, or with "Internal note" ticked, a note only the office
 * sees. The button is disabled while it sends (and the server ignores the same
 * text sent twice), so a double click never mails the member twice.
 */
export function ReplyForm({ id, onSent }: { id: number; onSent: () => void }) {
  const { lang } = useLocale()
  const t = DESK_TEXT[lang].page
  const [text, setText] = useState('')
  const [internal, setInternal] = useState(false)
  const { send, sending, error } = useSend(t.sendFailed)
  const [done, setDone] = useState<string | null>(null)
  const textId = useId()
  const helpId = useId()

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    if (sending) return
    setDone(null)
    if (!(await send(`/api/admin/grievances/${id}/replies`, { method: 'POST', json: { text, internal } }))) return
    setDone(internal ? t.noted : t.sent)
    setText('')
    setInternal(false)
    onSent()
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={textId}>{t.replyLabel}</label>
      <textarea
        id={textId}
        className={styles.textarea}
        value={text}
        maxLength={GRIEVANCE_LIMITS.reply}
        onChange={(e) => setText(e.target.value)}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={internal} onChange={(e) => setInternal(e.target.checked)} aria-describedby={helpId} />
        {t.internal}
      </label>
      <p id={helpId} className={styles.help}>
        {t.internalHelp}
      </p>
      <div className={styles.row}>
        <button type="submit" className={admin.button} disabled={sending}>
          {sending ? t.sending : internal ? t.saveNote : t.send}
        </button>
      </div>
      {error ? (
        <p className={admin.inlineError} role="alert">
          {error}
        </p>
      ) : null}
      <p className={styles.ok} role="status">
        {done ?? ''}
      </p>
    </form>
  )
}
