'use client'

import { useState } from 'react'

import styles from '@/features/accounts/ui/forms.module.css'
import { apiFetch, SessionEndedError } from '@/features/accounts/ui/session'
import { useApi } from '@/features/accounts/ui/useApi'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { RENEWAL_TEXT } from '@/features/renewals/client'

import view from '@/features/accounts/ui/profile/profile.module.css'

const readOn = (body: unknown): boolean | null => {
  const value = body && typeof body === 'object' ? (body as { reminders?: unknown }).reminders : null
  return typeof value === 'boolean' ? value : null
}

/**
 * Whether the member gets renewal reminders: off after the link in
 * a reminder, back on here. Saved at once through PUT /api/renewals/reminders.
 */
export function RenewalReminders() {
  const t = RENEWAL_TEXT[useLocale().lang].profile
  const { data: on, setData } = useApi('/api/renewals/reminders', { read: readOn, failed: t.failed })
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null)

  const change = async (next: boolean) => {
    setNote(null)
    setData(next)
    try {
      const res = await apiFetch('/api/renewals/reminders', { method: 'PUT', json: { reminders: next } })
      if (res.ok) return setNote({ ok: true, text: t.saved })
    } catch (err) {
      if (err instanceof SessionEndedError) return
    }
    setData(!next)
    setNote({ ok: false, text: t.failed })
  }

  if (on === null) return null
  return (
    <fieldset className={view.language}>
      <legend>{t.legend}</legend>
      <label>
        <input type="checkbox" name="renewal-reminders" checked={on} onChange={(e) => void change(e.target.checked)} />
        {t.label}
      </label>
      <span role="status" className={note ? `${styles.banner} ${note.ok ? styles.bannerOk : styles.bannerError}` : view.quiet}>
        {note?.text ?? ''}
      </span>
    </fieldset>
  )
}
