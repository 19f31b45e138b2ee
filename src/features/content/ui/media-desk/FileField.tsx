'use client'

import { useId } from 'react'

import forms from '@/features/accounts/ui/forms.module.css'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { ADMIN_MEDIA_TEXT } from '@/features/content/texts/admin-media'

import admin from '@/features/office/ui/admin.module.css'
import { FilePicker } from './FilePicker'
import styles from './media.module.css'

/** A news item's file on save: the stored one kept, a new one chosen, or none (spec §4 'News edit'). */
export type FileChoice = { kind: 'keep'; url: string } | { kind: 'new'; file: File } | { kind: 'none' }

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * One optional file of the news form: what will be saved (the current file, the
 * chosen one, or nothing), a 'Remove' control, 'Keep current file' to undo, and the
 * input to choose a file. A file of the wrong kind is refused with `typeError`.
 */
export function FileField({
  label,
  noun,
  accept,
  hint,
  accepts,
  typeError,
  choice,
  original,
  error,
  onChange,
  onError,
  renderCurrent,
}: {
  label: string
  /** 'PDF' or 'photo' in the page's language: the input reads 'Choose a PDF' or 'Replace the PDF'. */
  noun: string
  accept: string
  hint: string
  accepts: (file: File) => boolean
  typeError: string
  choice: FileChoice
  original: string | null
  error: string | null
  onChange: (choice: FileChoice) => void
  onError: (message: string | null) => void
  renderCurrent: (url: string) => React.ReactNode
}) {
  const id = useId()
  const { lang } = useLocale()
  const t = ADMIN_MEDIA_TEXT[lang].file
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')

  return (
    <fieldset className={styles.fileField}>
      <legend className={forms.label}>{label}</legend>
      <div className={styles.fileState}>
        {choice.kind === 'keep' ? (
          <>
            <span className={styles.fileNow}>{t.current}</span> {renderCurrent(choice.url)}
          </>
        ) : choice.kind === 'new' ? (
          <span className={styles.fileNow}>
            {t.new} <span className={styles.fileName}>{choice.file.name}</span> ({sizeText(choice.file.size)})
          </span>
        ) : (
          <span className={styles.fileNow}>{original ? t.willRemove : t.none}</span>
        )}
        <div className={styles.fileButtons}>
          {choice.kind !== 'none' ? (
            <button type="button" className={admin.linkButton} onClick={() => onChange({ kind: 'none' })}>
              {ADMIN_MEDIA_TEXT[lang].remove}
              <span className={styles.srOnly}>{fill(t.removeSr, { noun })}</span>
            </button>
          ) : null}
          {original && choice.kind !== 'keep' ? (
            <button type="button" className={admin.linkButton} onClick={() => onChange({ kind: 'keep', url: original })}>
              {t.keep}
              <span className={styles.srOnly}>{fill(t.keepSr, { noun })}</span>
            </button>
          ) : null}
        </div>
      </div>
      <label htmlFor={id} className={styles.fileLabel}>
        {fill(choice.kind === 'none' ? t.choose : t.replace, { noun })}
      </label>
      <FilePicker text={t.pick}>
        <input
          id={id}
          type="file"
          accept={accept}
          className={styles.fileInput}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0]
            // Cleared, so choosing the same file again still fires a change.
            e.currentTarget.value = ''
            if (!file) return
            if (!accepts(file)) return onError(typeError)
            onError(null)
            onChange({ kind: 'new', file })
          }}
        />
      </FilePicker>
      <p id={`${id}-hint`} className={forms.hint}>
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className={forms.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
