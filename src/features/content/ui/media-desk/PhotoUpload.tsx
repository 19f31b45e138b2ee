'use client'

import { useEffect, useId, useRef, useState } from 'react'

import forms from '@/features/accounts/ui/forms.module.css'
import { MEDIA_LIMITS } from '@/features/content/rules/media-input'
import { apiFetch, SessionEndedError } from '@/features/accounts/ui/session'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { ADMIN_MEDIA_TEXT } from '@/features/content/texts/admin-media'
import { LEAVING, useForm, type Validation } from '@/platform/ui/forms/useForm'

import admin from '@/features/office/ui/admin.module.css'
import styles from './media.module.css'
import { Modal } from '@/features/office/ui/Modal'
import { FilePicker } from './FilePicker'
import { makeThumbnail, thumbnailName } from './thumbnail'
import { uploadFile } from './upload'

type Row = { key: number; file: File; title: string; progress: number; state: 'ready' | 'working' | 'done' | 'failed'; message: string }
type Titles = { defaultTitle: string }
export type UploadOutcome = { uploaded: number; failed: { name: string; message: string }[] }

const baseName = (name: string) => name.replace(/\.[^.]*$/, '').trim() || name
let nextKey = 0
const SETTLE_MS = 700

/** At least one photo: the modal's one check (every title may stay empty). `atLeastOne` is the page's message. */
function checkPhotos(values: Titles, rows: number, atLeastOne: string): Validation<Titles, 'files'> {
  return rows > 0 ? { ok: true, value: values } : { ok: false, errors: { files: atLeastOne }, message: atLeastOne }
}

/**
 * The multi-file upload modal (spec §4 'Photo upload'). Each file goes through four
 * steps, each with its progress: thumbnail made in the browser (10), thumbnail
 * uploaded (30), full image uploaded (50), gallery record created (100). A file that
 * fails is marked and the others carry on; once at least one succeeded the modal
 * closes (which clears it) and the gallery reloads.
 */
export function PhotoUpload({
  opener,
  onClose,
  onUploaded,
}: {
  opener: HTMLElement
  onClose: () => void
  onUploaded: (outcome: UploadOutcome) => void
}) {
  const m = ADMIN_MEDIA_TEXT[useLocale().lang]
  const t = m.photoUpload
  // The files are rows, not fields: each a File with its own title, progress and outcome, so they keep their own state.
  const [rows, setRows] = useState<Row[]>([])
  const fileInput = useRef<HTMLInputElement>(null)
  const id = useId()
  const {
    values,
    errors,
    submitting: busy,
    set,
    setErrors,
    handleSubmit,
  } = useForm({
    initial: { defaultTitle: '' },
    validate: (v: Titles) => checkPhotos(v, rows.length, t.atLeastOne),
    onInvalid: () => fileInput.current?.focus(),
  })
  // One banner for the files: none chosen, or some that were not images.
  const error = errors.files ?? null

  const update = (key: number, change: Partial<Row>) => setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)))

  const add = (files: File[]) => {
    const images = files.filter((f) => f.type.startsWith('image/'))
    setErrors(images.length < files.length ? { files: t.notImage } : {})
    setRows((list) => [
      ...list,
      ...images.map((file) => ({ key: ++nextKey, file, title: '', progress: 0, state: 'ready' as const, message: '' })),
    ])
  }

  const fail = (row: Row, message: string) => {
    update(row.key, { state: 'failed', message })
    return message
  }

  /** One file's four steps: null when done, else the failure its row shows. */
  const uploadOne = async (row: Row, title: string): Promise<string | null> => {
    update(row.key, { state: 'working', progress: 0, message: '' })
    let thumbnail: Blob
    try {
      thumbnail = await makeThumbnail(row.file)
    } catch {
      return fail(row, t.thumbnailFailed)
    }
    update(row.key, { progress: 10 })
    try {
      const thumb = await uploadFile(thumbnail, 'gallery-photos/thumbnails', thumbnailName(row.file.name))
      update(row.key, { progress: 30 })
      const full = await uploadFile(row.file, 'gallery-photos')
      update(row.key, { progress: 50 })
      const res = await apiFetch('/api/admin/photos', { method: 'POST', json: { title, imageUrl: full.url, thumbnailUrl: thumb.url } })
      const photo = (await res.json().catch(() => null)) as { thumbnailUrl?: unknown } | null
      // Spec §5: the answer must carry thumbnailUrl, or the upload counts as failed.
      if (!res.ok || typeof photo?.thumbnailUrl !== 'string' || !photo.thumbnailUrl) throw new Error('no thumbnailUrl')
      update(row.key, { progress: 100, state: 'done' })
      return null
    } catch (err) {
      if (err instanceof SessionEndedError) throw err
      return fail(row, m.uploadFailed)
    }
  }

  const submit = async ({ defaultTitle }: Titles) => {
    // Every file at once: a slow or failing one does not hold the others up.
    const pending = rows.filter((r) => r.state !== 'done')
    try {
      const results = await Promise.all(
        pending.map((row) => uploadOne(row, row.title.trim() || defaultTitle.trim() || baseName(row.file.name))),
      )
      const failed = pending.flatMap((row, i) => (results[i] ? [{ name: row.file.name, message: results[i] }] : []))
      if (failed.length === pending.length) return window.alert(t.allFailed)
      // A moment to see every file's outcome (100% or the reason it failed) before the modal closes.
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
      onUploaded({ uploaded: pending.length - failed.length, failed })
      // The modal closes: it stays busy until it is gone.
      return LEAVING
    } catch (err) {
      // An ended session: the page is already leaving for the login.
      if (err instanceof SessionEndedError) return LEAVING
      throw err
    }
  }

  return (
    <Modal title={m.photos.upload} opener={opener} onClose={onClose} busy={busy} wide>
      <form className={forms.form} onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
        {error ? (
          <p id={`${id}-error`} className={`${forms.banner} ${forms.bannerError}`} role="alert">
            {error}
          </p>
        ) : null}
        <div className={forms.field}>
          <label htmlFor={`${id}-default`} className={forms.label}>
            {t.defaultTitle}
          </label>
          <input
            id={`${id}-default`}
            className={forms.input}
            value={values.defaultTitle}
            onChange={(e) => set('defaultTitle', e.target.value)}
            maxLength={MEDIA_LIMITS.title}
            readOnly={busy}
            aria-describedby={`${id}-default-hint`}
          />
          <p id={`${id}-default-hint`} className={forms.hint}>
            {t.defaultHint}
          </p>
        </div>
        <div className={forms.field}>
          <label htmlFor={`${id}-files`} className={forms.label}>
            {t.photos}
          </label>
          <FilePicker text={t.pick}>
            <input
              ref={fileInput}
              id={`${id}-files`}
              type="file"
              accept="image/*"
              multiple
              className={styles.fileInput}
              disabled={busy}
              aria-describedby={[`${id}-files-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
              onChange={(e) => {
                const files = [...(e.currentTarget.files ?? [])]
                e.currentTarget.value = ''
                add(files)
              }}
            />
          </FilePicker>
          <p id={`${id}-files-hint`} className={forms.hint}>
            {t.photosHint}
          </p>
        </div>
        {rows.length > 0 ? (
          <ul className={styles.uploadList} aria-label={t.selected}>
            {rows.map((row) => (
              <UploadRow
                key={row.key}
                row={row}
                placeholder={values.defaultTitle.trim() || baseName(row.file.name)}
                busy={busy}
                onTitle={(title) => update(row.key, { title })}
                onRemove={() => setRows((list) => list.filter((r) => r.key !== row.key))}
              />
            ))}
          </ul>
        ) : null}
        <div className={styles.formActions}>
          <button type="button" className={admin.secondary} onClick={onClose} disabled={busy}>
            {m.cancel}
          </button>
          <button type="submit" className={admin.button} disabled={busy}>
            {busy ? t.uploading : t.submit}
          </button>
        </div>
      </form>
    </Modal>
  )
}

function UploadRow({
  row,
  placeholder,
  busy,
  onTitle,
  onRemove,
}: {
  row: Row
  placeholder: string
  busy: boolean
  onTitle: (title: string) => void
  onRemove: () => void
}) {
  const id = useId()
  const m = ADMIN_MEDIA_TEXT[useLocale().lang]
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => {
    const url = URL.createObjectURL(row.file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [row.file])

  return (
    <li className={styles.uploadRow} data-state={row.state}>
      {preview ? (
        // A file the browser cannot show (a broken one) gets the empty box rather than a broken-image icon.
        <img className={styles.uploadPreview} src={preview} alt="" width={64} height={64} onError={() => setPreview(null)} />
      ) : (
        <span className={styles.uploadPreview} />
      )}
      <div className={styles.uploadMain}>
        <p className={styles.fileName}>{row.file.name}</p>
        <label htmlFor={`${id}-title`} className={styles.srOnly}>
          {fill(m.photoUpload.titleFor, { name: row.file.name })}
        </label>
        <input
          id={`${id}-title`}
          className={`${forms.input} ${styles.uploadTitle}`}
          value={row.title}
          placeholder={placeholder}
          onChange={(e) => onTitle(e.target.value)}
          maxLength={MEDIA_LIMITS.title}
          // Read-only rather than disabled while uploading: still focusable, so the scrolling list stays reachable by keyboard.
          readOnly={busy || row.state === 'done'}
        />
        <div className={styles.progressRow}>
          <progress
            className={styles.progress}
            max={100}
            value={row.progress}
            aria-label={fill(m.photoUpload.progressFor, { name: row.file.name })}
          />
          <span className={styles.progressText}>{row.progress}%</span>
        </div>
        {row.message ? <p className={forms.error}>{row.message}</p> : null}
      </div>
      <button type="button" className={admin.linkButton} onClick={onRemove} disabled={busy}>
        {m.remove}
        <span className={styles.srOnly}> {row.file.name}</span>
      </button>
    </li>
  )
}
