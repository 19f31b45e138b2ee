'use client'

import { useState } from 'react'

import { apiFetch, SessionEndedError } from '@/features/accounts/ui/api'
import styles from '@/features/accounts/ui/forms.module.css'
import { useApi } from '@/features/accounts/ui/useApi'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { CONSENT_CHOICES_TEXT } from '@/features/privacy/client'

import own from './ConsentChoices.module.css'
import view from '@/features/accounts/ui/profile/profile.module.css'

const PURPOSES = ['newsletter', 'whatsapp'] as const
type Purpose = (typeof PURPOSES)[number]
type Choices = Record<Purpose, boolean>

/** The API's {consents} in this block's shape; anything else is a failed load. */
const readChoices = (body: unknown): Choices | null => {
  const c = body && typeof body === 'object' ? (body as { consents?: Record<string, unknown> }).consents : null
  return c && typeof c.newsletter === 'boolean' && typeof c.whatsapp === 'boolean'
    ? { newsletter: c.newsletter, whatsapp: c.whatsapp }
    : null
}

/**
 * "Communication choices" on /profile and /my-data: one box per
 * opt-in, ticked only while the ledger says the member opted in (never by
 * default), each change saved at once through POST /api/my-data/consents.
 */
export function ConsentChoices() {
  const t = CONSENT_CHOICES_TEXT[useLocale().lang].choices
  const { data: choices, error, setData } = useApi('/api/my-data/consents', { read: readChoices, failed: t.loadFailed })
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null)

  const change = async (purpose: Purpose, granted: boolean) => {
    setNote(null)
    setData((c) => ({ ...c, [purpose]: granted }))
    try {
      const res = await apiFetch('/api/my-data/consents', { method: 'POST', json: { purpose, granted } })
      const saved = res.ok ? readChoices(await res.json()) : null
      if (saved) {
        setData(saved)
        return setNote({ ok: true, text: granted ? t.saved : t.savedOff })
      }
    } catch (err) {
      if (err instanceof SessionEndedError) return
    }
    setData((c) => ({ ...c, [purpose]: !granted }))
    setNote({ ok: false, text: t.failed })
  }

  if (error) {
    return (
      <p className={`${styles.banner} ${styles.bannerError}`} role="alert">
        {error}
      </p>
    )
  }
  if (!choices) return null
  return (
    <fieldset className={view.language} aria-describedby="consent-choices-note">
      <legend>{t.legend}</legend>
      {PURPOSES.map((purpose) => (
        <label key={purpose}>
          <input
            type="checkbox"
            name={`consent-${purpose}`}
            checked={choices[purpose]}
            onChange={(e) => void change(purpose, e.target.checked)}
          />
          {t[purpose]}
        </label>
      ))}
      <p id="consent-choices-note" className={own.note}>
        {t.note}
      </p>
      <span
        role="status"
        aria-live="polite"
        className={note ? `${styles.banner} ${note.ok ? styles.bannerOk : styles.bannerError}` : view.quiet}
      >
        {note?.text ?? ''}
      </span>
    </fieldset>
  )
}
