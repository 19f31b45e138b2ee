'use client'

import { useApi } from '@/features/accounts/ui/useApi'
import { isRecord } from '@/features/office/ui/read-body'
import { displayDate } from '@/features/membership/client'
import { MY_DATA_EXPORT_TEXT } from '@/features/privacy/texts/my-data-export'
import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import type { MyDataExport } from '@/features/privacy/presenters/my-data-export'

import { DownloadMyDataButton } from './DownloadMyData'
import { ExportParts } from './ExportParts'
import styles from './my-data-export.module.css'

const readExport = (body: unknown): MyDataExport | null =>
  isRecord(body) && isRecord(body.profile) && Array.isArray(body.consents) ? (body as MyDataExport) : null

/** The readable export: GET /api/my-data laid out section by section, with print and download. */
export function ExportView() {
  const { lang } = useLocale()
  const t = MY_DATA_EXPORT_TEXT[lang]
  const { data, error } = useApi('/api/my-data', { read: readExport, failed: t.page.failed })

  if (error)
    return (
      <p className={styles.error} role="alert">
        {error}
      </p>
    )
  if (!data) return <p role="status">{t.page.loading}</p>
  return (
    <>
      <div className={styles.actions}>
        <DownloadMyDataButton />
        <button type="button" className={styles.secondary} onClick={() => window.print()}>
          {t.page.print}
        </button>
        <Link href="/my-data">{t.page.back}</Link>
      </div>
      <p>
        {t.page.generated}: {displayDate(data.generatedAt)}
      </p>
      <ExportParts data={data} />
    </>
  )
}
