'use client'

import { DownloadMyDataButton } from '@/features/privacy/ui/DownloadMyData'
import { MY_DATA_EXPORT_TEXT } from '@/features/privacy/client'
import { Link, useLocale } from '@/platform/i18n/LocaleProvider'

import styles from './my-data.module.css'

/** /my-data: download everything held about me, or read it as a page. */
export function DownloadMyDataSection() {
  const t = MY_DATA_EXPORT_TEXT[useLocale().lang].section
  return (
    <section className={styles.section} aria-labelledby="download-heading">
      <h2 id="download-heading">{t.heading}</h2>
      <p>{t.lead}</p>
      <DownloadMyDataButton />
      <p>
        <Link href="/my-data/export">{t.view}</Link>
      </p>
    </section>
  )
}
