'use client'

import { useRef, useState } from 'react'

import { Field } from '@/features/accounts/ui/Field'
import forms from '@/features/accounts/ui/forms.module.css'
import { apiFetch, SessionEndedError } from '@/features/accounts/ui/session'
import { LEAVING, useForm, type Validation } from '@/platform/ui/forms/useForm'
import { MEDIA_LIMITS, VideoInput } from '@/features/content/rules/media-input'
import { validateInput } from '@/platform/validation/validation'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import type { Locale } from '@/platform/i18n/locales'
import { ADMIN_MEDIA_TEXT } from '@/features/content/texts/admin-media'
import type { VideoItem } from '@/features/content/presenters/media'

import admin from '@/features/office/ui/admin.module.css'
import styles from './media.module.css'
import { Modal } from '@/features/office/ui/Modal'

const isVideo = (value: unknown): value is VideoItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VideoItem).id === 'number' &&
  typeof (value as VideoItem).videoUrl === 'string'

type Draft = { title: string; description: string; url: string }

/**
 * The video schema the server reads (spec §5 'Video': title and URL required, one message for both,
 * shown in the banner; an http(s) URL; YouTube links in their embed form). Its 'required' is about the
 * whole form, so the blank fields are the ones marked with it. The messages are in `lang`.
 */
function checkVideo({ title, description, url }: Draft, lang: Locale): Validation<VideoInput, 'title' | 'url'> {
  const checked = validateInput(VideoInput, { title, description, videoUrl: url }, lang)
  if (checked.ok) return checked
  const mark = (value: string, own?: string) => own ?? (value.trim() ? undefined : checked.message)
  return {
    ok: false,
    errors: { title: mark(title, checked.errors.title), url: mark(url, checked.errors.videoUrl) },
    message: checked.message,
  }
}

/**
 * The video modal (spec §4 'Video admin form', §5 'Video'): 'Add New Video' with
 * no current id, 'Edit Video' with one. Title and URL required; a YouTube link is
 * turned into its embed form before saving, by the module the server uses too.
 * The modal is mounted only while open, so closing it, by saving or cancelling,
 * clears the form and its error.
 */
export function VideoForm({
  video,
  opener,
  onClose,
  onSaved,
}: {
  video: VideoItem | null
  opener: HTMLElement
  onClose: () => void
  onSaved: (video: VideoItem) => void
}) {
  const { lang } = useLocale()
  const m = ADMIN_MEDIA_TEXT[lang]
  const t = m.videoForm
  const [error, setError] = useState<string | null>(null)
  // No focusOrder: focus stays on the Add/Update button, as before.
  const {
    values,
    errors,
    submitting: saving,
    fieldId,
    set,
    handleSubmit,
  } = useForm({
    initial: { title: video?.title ?? '', description: video?.description ?? '', url: video?.videoUrl ?? '' },
    validate: (draft: Draft) => checkVideo(draft, lang),
    // The shared schema's message, already in the page's language.
    onInvalid: (_, message) => setError(message),
  })
  const titleInput = useRef<HTMLInputElement>(null)

  async function save(input: VideoInput) {
    setError(null)
    try {
      const res = await apiFetch(video ? `/api/admin/videos/${video.id}` : '/api/admin/videos', {
        method: video ? 'PUT' : 'POST',
        json: input,
      })
      const saved: unknown = res.ok ? await res.json().catch(() => null) : null
      if (!isVideo(saved)) throw new Error(String(res.status))
      onSaved(saved)
      return LEAVING
    } catch (err) {
      if (err instanceof SessionEndedError) return LEAVING
      setError(t.saveFailed)
    }
  }

  const errorId = error ? fieldId('error') : undefined
  // An empty required field points at the banner that says why.
  const invalidBy = (field: 'title' | 'url') => (errors[field] ? errorId : undefined)

  return (
    <Modal title={video ? t.edit : t.add} opener={opener} onClose={onClose} busy={saving} initialFocus={titleInput}>
      <form className={forms.form} onSubmit={handleSubmit(save)} noValidate>
        {error ? (
          <p id={errorId} className={`${forms.banner} ${forms.bannerError}`} role="alert">
            {error}
          </p>
        ) : null}
        <Field id={fieldId('title')} name="title" label={m.titleField} required invalidBy={invalidBy('title')}>
          {(control) => (
            <input
              {...control}
              ref={titleInput}
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
              required
              maxLength={MEDIA_LIMITS.title}
            />
          )}
        </Field>
        <Field id={fieldId('description')} name="description" label={t.description}>
          {(control) => (
            <textarea
              {...control}
              className={`${control.className} ${styles.shortText}`}
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
              rows={3}
              maxLength={MEDIA_LIMITS.description}
            />
          )}
        </Field>
        <Field id={fieldId('url')} name="videoUrl" label={t.url} required invalidBy={invalidBy('url')} hint={t.urlHint}>
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              value={values.url}
              onChange={(e) => set('url', e.target.value)}
              placeholder="https://www.youtube.com/watch?v=..."
              required
              maxLength={MEDIA_LIMITS.videoUrl}
            />
          )}
        </Field>
        <div className={styles.formActions}>
          <button type="button" className={admin.secondary} onClick={onClose} disabled={saving}>
            {m.cancel}
          </button>
          <button type="submit" className={admin.button} disabled={saving}>
            {saving ? m.saving : video ? t.submitUpdate : t.submitAdd}
          </button>
        </div>
      </form>
    </Modal>
  )
}
