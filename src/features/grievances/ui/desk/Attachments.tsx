'use client'

import { useState } from 'react'

import { apiFetch, SessionEndedError } from '@/features/accounts/ui/api'
import admin from '@/features/office/ui/admin.module.css'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { DESK_TEXT } from '@/features/grievances/texts/desk'

import styles from './desk.module.css'
import type { CaseFile } from './read-case'

const size = (bytes: number | null) => (bytes == null ? '' : ` (${Math.max(1, Math.round(bytes / 1024))} KB)`)

/**
 * The case's files. They are private, so no plain link: each is fetched with the
 * bearer token from the filing route (GET /api/grievances/{caseNumber}/attachments/{id})
 * and handed to the browser as a download.
 */
export function Attachments({ caseNumber, files }: { caseNumber: string | null; files: CaseFile[] }) {
  const { lang } = useLocale()
  const t = DESK_TEXT[lang].page
  const [error, setError] = useState<string | null>(null)
  if (!files.length || !caseNumber) return <p>{t.noAttachments}</p>

  async function download(file: CaseFile) {
    setError(null)
    try {
      const res = await apiFetch(`/api/grievances/${encodeURIComponent(caseNumber!)}/attachments/${file.id}`)
      if (!res.ok) throw new Error(`status ${res.status}`)
      const url = URL.createObjectURL(await res.blob())
      const a = document.createElement('a')
      a.href = url
      a.download = file.filename
      a.click()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setError(t.downloadFailed)
    }
  }

  return (
    <>
      <ul className={styles.files}>
        {files.map((f) => (
          <li key={f.id}>
            <button type="button" className={admin.linkButton} onClick={() => void download(f)}>
              {fill(t.download, { filename: f.filename })}
            </button>
            {size(f.size)}
          </li>
        ))}
      </ul>
      {error ? (
        <p className={admin.inlineError} role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}
