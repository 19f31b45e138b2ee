'use client'

import type { ReactElement } from 'react'

import { useLocale } from '@/platform/i18n/LocaleProvider'

import styles from './media.module.css'

/**
 * A file input as the page's language needs it. The browser draws the input's
 * button in its own language ('Choose File' on an English browser), whatever the
 * page says: an English page keeps it as it is; a Hindi page draws a Hindi button
 * over it. The input itself stays on top, transparent, so it still takes the tap,
 * the keyboard focus and its label.
 */
export function FilePicker({ text, children }: { text: string; children: ReactElement }) {
  const { lang } = useLocale()
  if (lang === 'en') return children
  return (
    <div className={styles.picker}>
      <span className={styles.pickerButton} aria-hidden="true">
        {text}
      </span>
      {children}
    </div>
  )
}
