'use client'

import { useState } from 'react'

import { useSend } from '@/features/accounts/ui/useSend'
import admin from '@/features/office/ui/admin.module.css'
import { GRIEVANCE_LIMITS } from '@/features/grievances/rules/grievances'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { useForm } from '@/platform/ui/forms/useForm'
import { DESK_TEXT } from '@/features/grievances/texts/desk'

import styles from './desk.module.css'

type Reply = { text: string; internal: boolean }

const BLANK: Reply = { text: '', internal: false }

/**
 * A reply to the member, or with "Internal note" ticked, a note only the office
 * sees. The button is disabled while it sends, a second submit meanwhile is ignored
 * (and the server ignores the same text sent twice), so a double click never mails the member twice.
 */
export function ReplyForm({ id, onSent }: { id: number; onSent: () => void }) {
  const { lang } = useLocale()
  const t = DESK_TEXT[lang].page
  const { values, submitting, fieldId, set, reset, handleSubmit } = useForm({
    initial: BLANK,
    // The server checks the text: an empty reply gets its message below, as any refusal.
    validate: (v: Reply) => ({ ok: true as const, value: v }),
  })
  const { send, error } = useSend(t.sendFailed)
  const [done, setDone] = useState<string | null>(null)
  const textId = fieldId('text')
  const helpId = fieldId('help')

  async function reply(value: Reply) {
    setDone(null)
    if (!(await send(`/api/admin/grievances/${id}/replies`, { method: 'POST', json: value }))) return
    setDone(value.internal ? t.noted : t.sent)
    reset()
    onSent()
  }

  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(reply)(e)} noValidate>
      <label htmlFor={textId}>{t.replyLabel}</label>
      <textarea
        id={textId}
        className={styles.textarea}
        value={values.text}
        maxLength={GRIEVANCE_LIMITS.reply}
        onChange={(e) => set('text', e.target.value)}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={values.internal} onChange={(e) => set('internal', e.target.checked)} aria-describedby={helpId} />
        {t.internal}
      </label>
      <p id={helpId} className={styles.help}>
        {t.internalHelp}
      </p>
      <div className={styles.row}>
        <button type="submit" className={admin.button} disabled={submitting}>
          {submitting ? t.sending : values.internal ? t.saveNote : t.send}
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
