'use client'

import { useId, useRef, useState, type FormEvent } from 'react'

import forms from '@/components/account/forms.module.css'
import { apiFetch, SessionEndedError } from '@/components/account/session'
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@/domain/media-input'
import { toEmbedUrl } from '@/domain/youtube'
import type { VideoItem } from '@/presenters/media'

import admin from '../admin.module.css'
import styles from './media.module.css'
import { Modal } from '../Modal'

const isVideo = (value: unknown): value is VideoItem =>
  typeof value === 'object' && value !== null && typeof (value as VideoItem).id === 'number' && typeof (value as VideoItem).videoUrl === 'string'

/**
 * The video modal (spec §4 'Video admin form', §5 'Video'): 'Add New Video' with
 * no current id, 'Edit Video' with one. Title and URL required; a YouTube link is
 * turned into its embed form before saving, by the module the server uses too.
 * The modal is mounted only while open, so closing it, by saving or cancelling,
 * clears the form and its error.
 */
export function VideoForm({ video, opener, onClose, onSaved }: { video: VideoItem | null; opener: HTMLElement; onClose: () => void; onSaved: (video: VideoItem) => void }) {
  const [title, setTitle] = useState(video?.title ?? '')
  const [description, setDescription] = useState(video?.description ?? '')
  const [url, setUrl] = useState(video?.videoUrl ?? '')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const titleInput = useRef<HTMLInputElement>(null)
  const id = useId()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!title.trim() || !url.trim()) {
      setError(MEDIA_MESSAGES.videoRequired)
      return
    }
    setError(null)
    setSaving(true)
    try {
      const res = await apiFetch(video ? `/api/admin/videos/${video.id}` : '/api/admin/videos', {
        method: video ? 'PUT' : 'POST',
        json: { title: title.trim(), description: description.trim(), videoUrl: toEmbedUrl(url) },
      })
      const saved: unknown = res.ok ? await res.json().catch(() => null) : null
      if (!isVideo(saved)) throw new Error(String(res.status))
      onSaved(saved)
    } catch (err) {
      if (err instanceof SessionEndedError) return
      setError('Failed to save video')
      setSaving(false)
    }
  }

  const errorId = error ? `${id}-error` : undefined
  const missing = (value: string) => error === MEDIA_MESSAGES.videoRequired && !value.trim()

  return (
    <Modal title={video ? 'Edit Video' : 'Add New Video'} opener={opener} onClose={onClose} busy={saving} initialFocus={titleInput}>
      <form className={forms.form} onSubmit={(e) => void submit(e)} noValidate>
        {error ? (
          <p id={errorId} className={`${forms.banner} ${forms.bannerError}`} role="alert">
            {error}
          </p>
        ) : null}
        <div className={forms.field}>
          <label htmlFor={`${id}-title`} className={forms.label}>
            Title <span className={forms.required} aria-hidden="true">*</span>
          </label>
          <input
            ref={titleInput}
            id={`${id}-title`}
            className={`${forms.input} ${missing(title) ? forms.invalid : ''}`}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            maxLength={MEDIA_LIMITS.title}
            aria-invalid={missing(title) || undefined}
            aria-describedby={missing(title) ? errorId : undefined}
          />
        </div>
        <div className={forms.field}>
          <label htmlFor={`${id}-description`} className={forms.label}>
            Description
          </label>
          <textarea id={`${id}-description`} className={`${forms.input} ${styles.shortText}`} value={description} onChange={(e) => setDescription(e.target.value)} rows={3} maxLength={MEDIA_LIMITS.description} />
        </div>
        <div className={forms.field}>
          <label htmlFor={`${id}-url`} className={forms.label}>
            Video URL <span className={forms.required} aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            className={`${forms.input} ${missing(url) ? forms.invalid : ''}`}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://www.youtube.com/watch?v=..."
            required
            maxLength={MEDIA_LIMITS.videoUrl}
            aria-invalid={missing(url) || undefined}
            aria-describedby={[`${id}-url-hint`, missing(url) ? errorId : ''].filter(Boolean).join(' ')}
          />
          <p id={`${id}-url-hint`} className={forms.hint}>
            Enter a YouTube video URL
          </p>
        </div>
        <div className={styles.formActions}>
          <button type="button" className={admin.secondary} onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className={admin.button} disabled={saving}>
            {saving ? 'Saving...' : video ? 'Update Video' : 'Add Video'}
          </button>
        </div>
      </form>
    </Modal>
  )
}
