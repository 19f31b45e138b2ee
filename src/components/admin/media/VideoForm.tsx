'use client'

import { useId, useRef, useState, type FormEvent } from 'react'

import { Field } from '@/components/account/Field'
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
  // An empty required field points at the banner that says why.
  const invalidBy = (value: string) => (error === MEDIA_MESSAGES.videoRequired && !value.trim() ? errorId : undefined)

  return (
    <Modal title={video ? 'Edit Video' : 'Add New Video'} opener={opener} onClose={onClose} busy={saving} initialFocus={titleInput}>
      <form className={forms.form} onSubmit={(e) => void submit(e)} noValidate>
        {error ? (
          <p id={errorId} className={`${forms.banner} ${forms.bannerError}`} role="alert">
            {error}
          </p>
        ) : null}
        <Field id={`${id}-title`} name="title" label="Title" required invalidBy={invalidBy(title)}>
          {(control) => <input {...control} ref={titleInput} value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={MEDIA_LIMITS.title} />}
        </Field>
        <Field id={`${id}-description`} name="description" label="Description">
          {(control) => (
            <textarea
              {...control}
              className={`${control.className} ${styles.shortText}`}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              rows={3}
              maxLength={MEDIA_LIMITS.description}
            />
          )}
        </Field>
        <Field id={`${id}-url`} name="videoUrl" label="Video URL" required invalidBy={invalidBy(url)} hint="Enter a YouTube video URL">
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              placeholder="https://www.youtube.com/watch?v=..."
              required
              maxLength={MEDIA_LIMITS.videoUrl}
            />
          )}
        </Field>
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
