'use client'

import { useRef, useState } from 'react'

import { Field } from '@/features/accounts/ui/Field'
import forms from '@/features/accounts/ui/forms.module.css'
import { apiFetch, messageOf, SessionEndedError } from '@/features/accounts/ui/session'
import { LEAVING, useForm, type Validation } from '@/platform/ui/forms/useForm'
import { MEDIA_LIMITS, NewsInput } from '@/features/content/rules/media-input'
import { validateInput } from '@/platform/validation/validation'
import { PdfLink } from '@/features/content/ui/media/PdfLink'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import type { Locale } from '@/platform/i18n/locales'
import { ADMIN_MEDIA_TEXT } from '@/features/content/texts/admin-media'
import type { NewsItem } from '@/features/content/presenters/news'

import admin from '@/features/office/ui/admin.module.css'
import { FileField, type FileChoice } from './FileField'
import styles from './media.module.css'
import { Modal } from '@/features/office/ui/Modal'
import { uploadFile, UploadError, type UploadFolder } from './upload'

const initial = (url: string | null): FileChoice => (url ? { kind: 'keep', url } : { kind: 'none' })
const isPdf = (file: File) => file.type === 'application/pdf'
const isImage = (file: File) => file.type.startsWith('image/')

type Draft = { title: string; content: string; pdf: FileChoice; photo: FileChoice }

/**
 * The news schema's rules for the texts (spec §5 'News': title and content required, one message for
 * both, shown in the banner); the files are checked by the upload and the server. The schema's
 * 'required' is about the whole form, so the blank fields are the ones marked with it. The messages are in `lang`.
 */
function checkNews({ title, content }: Draft, lang: Locale): Validation<{ title: string; content: string }, 'title' | 'content'> {
  const checked = validateInput(NewsInput, { title, content }, lang)
  if (checked.ok) return { ok: true, value: { title: checked.value.title, content: checked.value.content } }
  const mark = (value: string, own?: string) => own ?? (value.trim() ? undefined : checked.message)
  return {
    ok: false,
    errors: { title: mark(title, checked.errors.title), content: mark(content, checked.errors.content) },
    message: checked.message,
  }
}

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
export function NewsForm({
  item,
  opener,
  onClose,
  onSaved,
}: {
  item: NewsItem | null
  opener: HTMLElement
  onClose: () => void
  onSaved: () => void
}) {
  const { lang } = useLocale()
  const m = ADMIN_MEDIA_TEXT[lang]
  const t = m.newsForm
  const [banner, setBanner] = useState<string | null>(null)
  // A refused file (wrong type) leaves the choice as it was: its message lives beside the form's values.
  const [fileErrors, setFileErrors] = useState<{ pdf?: string | null; photo?: string | null }>({})
  const {
    values,
    errors,
    submitting: saving,
    fieldId,
    set,
    handleSubmit,
  } = useForm({
    initial: {
      title: item?.title ?? '',
      content: item?.content ?? '',
      pdf: initial(item?.pdfUrl ?? null),
      photo: initial(item?.photoUrl ?? null),
    },
    validate: (draft: Draft) => checkNews(draft, lang),
    focusOrder: ['title', 'content'],
    // The shared schema's message, already in the page's language.
    onInvalid: (_, message) => setBanner(message),
  })
  const titleInput = useRef<HTMLInputElement>(null)

  async function save(news: { title: string; content: string }, { pdf, photo }: Draft) {
    setBanner(null)
    setFileErrors({})
    try {
      const pdfUrl = await urlFor(pdf, 'news-pdfs')
      const photoUrl = await urlFor(photo, 'news-photos')
      const res = await apiFetch(item ? `/api/admin/news/${item.id}` : '/api/admin/news', {
        method: item ? 'PUT' : 'POST',
        json: { ...news, pdfUrl, photoUrl },
      })
      if (!res.ok) throw new UploadError((await messageOf(res)) ?? t.saveFailed)
      onSaved()
      return LEAVING
    } catch (err) {
      if (err instanceof SessionEndedError) return LEAVING
      // The alert of spec §8; the form keeps what was typed and says why when the server did.
      setBanner(err instanceof UploadError ? err.message : t.saveFailed)
      window.alert(t.saveFailed)
    }
  }

  // An empty required field points at the banner that says why.
  const bannerId = fieldId('form-error')
  const invalidBy = (field: 'title' | 'content') => (banner && errors[field] ? bannerId : undefined)
  const fileError = (field: 'pdf' | 'photo') => (message: string | null) => setFileErrors((x) => ({ ...x, [field]: message }))

  return (
    <Modal title={item ? t.edit : t.add} opener={opener} onClose={onClose} busy={saving} initialFocus={titleInput}>
      <form className={forms.form} onSubmit={handleSubmit(save)} noValidate>
        {banner ? (
          <p id={bannerId} className={`${forms.banner} ${forms.bannerError}`} role="alert">
            {banner}
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
        <Field id={fieldId('content')} name="content" label={t.content} required invalidBy={invalidBy('content')} hint={t.contentHint}>
          {(control) => (
            <textarea
              {...control}
              value={values.content}
              onChange={(e) => set('content', e.target.value)}
              rows={8}
              required
              maxLength={MEDIA_LIMITS.content}
            />
          )}
        </Field>
        <FileField
          label={m.news.pdf}
          noun={m.file.pdfNoun}
          accept="application/pdf"
          hint={t.pdfHint}
          accepts={isPdf}
          typeError={t.pdfType}
          choice={values.pdf}
          original={item?.pdfUrl ?? null}
          error={fileErrors.pdf ?? null}
          onChange={(choice) => set('pdf', choice)}
          onError={fileError('pdf')}
          renderCurrent={(url) => <PdfLink href={url} title={item?.title ?? m.news.thisItem} lang={lang} />}
        />
        <FileField
          label={m.news.photo}
          noun={m.file.photoNoun}
          accept="image/*"
          hint={t.photoHint}
          accepts={isImage}
          typeError={t.photoType}
          choice={values.photo}
          original={item?.photoUrl ?? null}
          error={fileErrors.photo ?? null}
          onChange={(choice) => set('photo', choice)}
          onError={fileError('photo')}
          renderCurrent={(url) => <img className={styles.newsThumb} src={url} alt={t.currentPhoto} width={80} height={60} />}
        />
        <div className={styles.formActions}>
          <button type="button" className={admin.secondary} onClick={onClose} disabled={saving}>
            {m.cancel}
          </button>
          <button type="submit" className={admin.button} disabled={saving}>
            {saving ? m.saving : item ? t.submitUpdate : t.submitAdd}
          </button>
        </div>
      </form>
    </Modal>
  )
}
