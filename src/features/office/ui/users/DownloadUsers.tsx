'use client'

import { useState } from 'react'

import { SessionEndedError } from '@/features/accounts/ui/session'
import { saveDownload } from '@/features/office/ui/save-download'
import styles from '@/features/office/ui/admin.module.css'
import { exportFileName, ADMIN_TEXT } from '@/features/office/client'
import { useLocale } from '@/platform/i18n/LocaleProvider'

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
      await saveDownload('/api/admin/users/export', exportFileName())
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setError(t.downloadFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={ui.download}>
      <button type="button" className={styles.button} onClick={() => void download()} disabled={busy} aria-busy={busy}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
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
