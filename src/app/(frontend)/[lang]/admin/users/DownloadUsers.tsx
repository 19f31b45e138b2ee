'use client'

import { useState } from 'react'

import { apiFetch, SessionEndedError } from '@/components/account/session'
import styles from '@/components/admin/admin.module.css'
import { exportFileName } from '@/domain/csv'
import { useLocale } from '@/i18n/LocaleProvider'
import { ADMIN_TEXT } from '@/i18n/messages/admin'

import ui from './users.module.css'

/**
 * 'Download All Users Data' (spec §2, §7): fetches the CSV with the bearer
 * token (a plain link could not carry it) and saves it as users_export_{date}.csv.
 */
export function DownloadUsers() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const t = ADMIN_TEXT[useLocale().lang].users

  async function download() {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      const res = await apiFetch('/api/admin/users/export', { headers: { accept: 'text/csv' } })
      if (!res.ok) throw new Error(`status ${res.status}`)
      const url = URL.createObjectURL(await res.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = exportFileName()
      document.body.append(link)
      link.click()
      link.remove()
      // Revoked after the click has handed the file to the browser's download.
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setError(t.downloadFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={ui.download}>
      <button type="button" className={styles.button} onClick={() => void download()} disabled={busy} aria-busy={busy}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
        </svg>
        {busy ? t.downloading : t.download}
      </button>
      {error ? (
        <p className={styles.inlineError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
