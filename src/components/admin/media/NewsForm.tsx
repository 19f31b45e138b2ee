'use client'

import { useId, useRef, useState, type FormEvent } from 'react'

import { Field } from '@/components/account/Field'
import forms from '@/components/account/forms.module.css'
import { apiFetch, messageOf, SessionEndedError } from '@/components/account/session'
import { PdfLink } from '@/components/media/PdfLink'
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@/domain/media-input'
import type { NewsItem } from '@/presenters/news'

import admin from '../admin.module.css'
import { FileField, type FileChoice } from './FileField'
import styles from './media.module.css'
import { Modal } from '../Modal'
import { uploadFile, UploadError, type UploadFolder } from './upload'

const initial = (url: string | null): FileChoice => (url ? { kind: 'keep', url } : { kind: 'none' })
const isPdf = (file: File) => file.type === 'application/pdf'
const isImage = (file: File) => file.type.startsWith('image/')

/** A file choice as the URL the news item will point at: new files are uploaded first. */
async function urlFor(choice: FileChoice, folder: UploadFolder): Promise<string | null> {
  if (choice.kind === 'keep') return choice.url
  if (choice.kind === 'none') return null
  return (await uploadFile(choice.file, folder)).url
}

/**
 * The Add/Edit news modal (spec §4 'News edit', §5 'News'): title and content
 * required; an optional PDF and photo, each kept, replaced or removed. New files
 * are uploaded first, then the item is saved with their URLs (null for none); the
 * server deletes a replaced or removed file.
 */
export function NewsForm({ item, opener, onClose, onSaved }: { item: NewsItem | null; opener: HTMLElement; onClose: () => void; onSaved: () => void }) {
  const [title, setTitle] = useState(item?.title ?? '')
  const [content, setContent] = useState(item?.content ?? '')
  const [pdf, setPdf] = useState<FileChoice>(initial(item?.pdfUrl ?? null))
  const [photo, setPhoto] = useState<FileChoice>(initial(item?.photoUrl ?? null))
  const [errors, setErrors] = useState<{ form?: string | null; pdf?: string | null; photo?: string | null }>({})
  const [missing, setMissing] = useState(false)
  const [saving, setSaving] = useState(false)
  const titleInput = useRef<HTMLInputElement>(null)
  const contentInput = useRef<HTMLTextAreaElement>(null)
  const id = useId()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!title.trim() || !content.trim()) {
      setMissing(true)
      setErrors((x) => ({ ...x, form: MEDIA_MESSAGES.newsRequired }))
      ;(title.trim() ? contentInput : titleInput).current?.focus()
      return
    }
    setMissing(false)
    setErrors({})
    setSaving(true)
    try {
      const pdfUrl = await urlFor(pdf, 'news-pdfs')
      const photoUrl = await urlFor(photo, 'news-photos')
      const res = await apiFetch(item ? `/api/admin/news/${item.id}` : '/api/admin/news', {
        method: item ? 'PUT' : 'POST',
        json: { title: title.trim(), content: content.trim(), pdfUrl, photoUrl },
      })
      if (!res.ok) throw new UploadError((await messageOf(res)) ?? 'Error saving news item')
      onSaved()
    } catch (err) {
      if (err instanceof SessionEndedError) return
      // The alert of spec §8; the form keeps what was typed and says why when the server did.
      setErrors({ form: err instanceof UploadError ? err.message : 'Error saving news item' })
      setSaving(false)
      window.alert('Error saving news item')
    }
  }

  // An empty required field points at the banner that says why.
  const bannerId = `${id}-form-error`
  const invalidBy = (value: string) => (missing && !value.trim() ? bannerId : undefined)

  return (
    <Modal title={item ? 'Edit News Item' : 'Add News Item'} opener={opener} onClose={onClose} busy={saving} initialFocus={titleInput}>
      <form className={forms.form} onSubmit={(e) => void submit(e)} noValidate>
        {errors.form ? (
          <p id={bannerId} className={`${forms.banner} ${forms.bannerError}`} role="alert">
            {errors.form}
          </p>
        ) : null}
        <Field id={`${id}-title`} name="title" label="Title" required invalidBy={invalidBy(title)}>
          {(control) => <input {...control} ref={titleInput} value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={MEDIA_LIMITS.title} />}
        </Field>
        <Field id={`${id}-content`} name="content" label="Content" required invalidBy={invalidBy(content)} hint="Line breaks are kept: each line shows as its own paragraph.">
          {(control) => (
            <textarea {...control} ref={contentInput} value={content} onChange={(e) => setContent(e.target.value)} rows={8} required maxLength={MEDIA_LIMITS.content} />
          )}
        </Field>
        <FileField
          label="PDF"
          noun="PDF"
          accept="application/pdf"
          hint="Optional. A PDF document, up to 20 MB."
          accepts={isPdf}
          typeError="Please select a PDF file"
          choice={pdf}
          original={item?.pdfUrl ?? null}
          error={errors.pdf ?? null}
          onChange={setPdf}
          onError={(message) => setErrors((x) => ({ ...x, pdf: message }))}
          renderCurrent={(url) => <PdfLink href={url} title={item?.title ?? 'this news item'} />}
        />
        <FileField
          label="Photo"
          noun="photo"
          accept="image/*"
          hint="Optional. A JPEG, PNG or WebP image, up to 10 MB."
          accepts={isImage}
          typeError="Please select an image file"
          choice={photo}
          original={item?.photoUrl ?? null}
          error={errors.photo ?? null}
          onChange={setPhoto}
          onError={(message) => setErrors((x) => ({ ...x, photo: message }))}
          renderCurrent={(url) => <img className={styles.newsThumb} src={url} alt="Current photo" width={80} height={60} />}
        />
        <div className={styles.formActions}>
          <button type="button" className={admin.secondary} onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className={admin.button} disabled={saving}>
            {saving ? 'Saving...' : item ? 'Update News' : 'Add News'}
          </button>
        </div>
      </form>
    </Modal>
  )
}
