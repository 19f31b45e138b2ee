'use client'

import { useState } from 'react'

import styles from '@/features/accounts/ui/forms.module.css'
import { apiFetch, SessionEndedError } from '@/features/accounts/ui/session'
import { useApi } from '@/features/accounts/ui/useApi'
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@/platform/i18n/locales'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { ACCOUNT_TEXT } from '@/features/accounts/client'

import view from './profile.module.css'

const readLanguage = (body: unknown): Locale | null => {
  const value = body && typeof body === 'object' ? (body as { preferredLanguage?: unknown }).preferredLanguage : null
  return isLocale(value) ? value : null
}

/**
 * The member's language: their e-mails go in it and login lands on
 * its pages. Saved at once through PUT /api/auth/language, apart from the
 * spec's profile form.
 */
export function LanguagePreference() {
  const t = ACCOUNT_TEXT[useLocale().lang].profile
  const { data: current, setData } = useApi('/api/auth/language', { read: readLanguage, failed: t.languageFailed })
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null)

  // Shown chosen at once; put back if the server does not take it.
  const choose = async (lang: Locale) => {
    const before = current
    setNote(null)
    setData(lang)
    try {
      const res = await apiFetch('/api/auth/language', { method: 'PUT', json: { preferredLanguage: lang } })
      if (res.ok) return setNote({ ok: true, text: t.languageSaved })
    } catch (err) {
      if (err instanceof SessionEndedError) return
    }
    if (before) setData(before)
    setNote({ ok: false, text: t.languageFailed })
  }

  if (!current) return null
  return (
    <fieldset className={view.language}>
      <legend>{t.language}</legend>
      {LOCALES.map((code) => (
        <label key={code} lang={code}>
          <input type="radio" name="preferred-language" value={code} checked={current === code} onChange={() => void choose(code)} />
          {LOCALE_NAMES[code]}
        </label>
      ))}
      <span role="status" className={note ? `${styles.banner} ${note.ok ? styles.bannerOk : styles.bannerError}` : view.quiet}>
        {note?.text ?? ''}
      </span>
    </fieldset>
  )
}
