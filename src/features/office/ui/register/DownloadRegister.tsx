'use client'

import { useState } from 'react'

import { SessionEndedError } from '@/features/accounts/ui/session'
import { saveDownload } from '@/features/office/ui/save-download'
import styles from '@/features/office/ui/admin.module.css'
import { registerFileName, REGISTER_TEXT } from '@/features/office/client'
import { useLocale } from '@/platform/i18n/LocaleProvider'

/** The CSV of the filtered list: fetched with the bearer token (a plain link could not carry it) and saved. */
export function DownloadRegister({ query }: { query: string }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const t = REGISTER_TEXT[useLocale().lang]

  async function download() {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await saveDownload(`/api/admin/members/export${query ? `?${query}` : ''}`, registerFileName())
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setError(t.downloadFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div>
      <button type="button" className={styles.button} onClick={() => void download()} disabled={busy} aria-busy={busy}>
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
