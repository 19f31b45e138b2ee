'use client'

import { useState } from 'react'

import { SessionEndedError } from '@/features/accounts/ui/api'
import { MY_DATA_EXPORT_TEXT } from '@/features/privacy/texts/my-data-export'
import { useLocale } from '@/platform/i18n/LocaleProvider'

import { downloadMyData } from './download-my-data'
import styles from './my-data-export.module.css'

/** The "Download as JSON" button (on /my-data and on the readable export) with its progress and failure text. */
export function DownloadMyDataButton() {
  const t = MY_DATA_EXPORT_TEXT[useLocale().lang].section
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')

  async function download() {
    setState('busy')
    try {
      setState((await downloadMyData()) ? 'idle' : 'failed')
    } catch (err) {
      // A 401 already sends the page to the login; anything else is a failure to show.
      if (!(err instanceof SessionEndedError)) setState('failed')
    }
  }

  return (
    <>
      <button type="button" className={styles.button} disabled={state === 'busy'} onClick={() => void download()}>
        {t.download}
      </button>
      <p role="status" className={state === 'failed' ? styles.error : styles.quiet}>
        {state === 'busy' ? t.preparing : state === 'failed' ? t.failed : ''}
      </p>
    </>
  )
}
