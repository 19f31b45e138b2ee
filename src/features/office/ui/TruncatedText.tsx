'use client'

import { useId, useState } from 'react'

import { useLocale } from '@/platform/i18n/LocaleProvider'
import { ADMIN_TEXT } from '@/features/office/texts/admin'

import styles from './admin.module.css'
import { truncate } from './work-status'

/**
 * A description or message cut at 150 characters (spec §9) with a
 * Show more / Show less button; short texts show whole, without the button.
 */
export function TruncatedText({ text }: { text: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const t = ADMIN_TEXT[useLocale().lang].work
  const short = truncate(text)
  return (
    <div>
      <p id={id} className={styles.longText}>
        {open || !short.cut ? text : short.text}
      </p>
      {short.cut ? (
        <button type="button" className={styles.linkButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? t.showLess : t.showMore}
        </button>
      ) : null}
    </div>
  )
}
