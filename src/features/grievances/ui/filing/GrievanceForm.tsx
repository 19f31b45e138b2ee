'use client'

import { useRef, useState } from 'react'

import { Field } from '@/features/accounts/ui/Field'
import styles from '@/features/accounts/ui/forms.module.css'
import { apiFetch, messageOf, SessionEndedError, storedToken } from '@/features/accounts/ui/session'
import { useForm } from '@/platform/ui/forms/useForm'
import { LIMITS } from '@/features/accounts/client'
import { GrievanceInput } from '@/features/accounts/schemas'
import { checkChosenFiles, FILING_FIELDS, fileSizeLabel } from '@/features/grievances/rules/filing'
import { validateInput, type Validation } from '@/platform/validation/validation'
import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import type { Locale } from '@/platform/i18n/locales'
import { GRIEVANCE_TEXT } from '@/features/grievances/texts/filing'

import filing from './filing.module.css'

type Notice = { kind: 'ok' | 'error'; text: string }
export type CategoryOption = { key: string; name: string }
type Values = { subject: string; description: string; category: string; files: File[] }
type FieldName = 'subject' | 'description' | 'attachments'

const EMPTY: Values = { subject: '', description: '', category: '', files: [] }

// What the server accepts; the type is checked again there, by content.
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp'

/** The spec's checks of the text, and the same count and size limits as the server, with its messages in the page's language. */
function validateFiling(v: Values, lang: Locale): Validation<Values, FieldName> {
  const text = validateInput(GrievanceInput, v, lang)
  const refusal = checkChosenFiles(v.files)
  if (text.ok && !refusal) return { ok: true, value: { ...v, ...text.value } }
  const errors: Partial<Record<FieldName, string>> = {
    ...(text.ok ? {} : text.errors),
    ...(refusal ? { attachments: refusal.message.in(lang) } : {}),
  }
  return { ok: false, errors, message: text.ok ? refusal!.message.in(lang) : text.message }
}

/** The spec's JSON call when there is nothing to upload; multipart/form-data with the files otherwise. */
function requestOf(v: Values): RequestInit & { json?: unknown } {
  if (!v.files.length)
    return { method: 'POST', json: { subject: v.subject, description: v.description, ...(v.category ? { category: v.category } : {}) } }
  const body = new FormData()
  body.append(FILING_FIELDS.subject, v.subject)
  body.append(FILING_FIELDS.description, v.description)
  if (v.category) body.append(FILING_FIELDS.category, v.category)
  for (const file of v.files) body.append(FILING_FIELDS.attachments, file)
  return { method: 'POST', body }
}

/** The grievance form (spec §2, §4, §8;): idle → submitting → success (cleared, with the case number) or error. */
export function GrievanceForm({ categories }: { categories: CategoryOption[] }) {
  const { lang } = useLocale()
  const t = GRIEVANCE_TEXT[lang]
  const { values, errors, submitting, fieldId, set, setErrors, reset, handleSubmit } = useForm({
    initial: EMPTY,
    validate: (v: Values) => validateFiling(v, lang),
    focusOrder: ['subject', 'description', 'attachments'],
  })
  const [notice, setNotice] = useState<Notice | null>(null)
  const [caseNumber, setCaseNumber] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)

  function chooseFiles(list: FileList | null) {
    const files = Array.from(list ?? [])
    set('files', files)
    // Said at once, not only on submit: the member can choose again straight away.
    const refusal = checkChosenFiles(files)
    setErrors((e) => {
      const { attachments: _old, ...rest } = e
      return refusal ? { ...rest, attachments: refusal.message.in(lang) } : rest
    })
  }

  async function submit(grievance: Values) {
    // Signed out in another tab since this page opened.
    if (!storedToken()) return setNotice({ kind: 'error', text: t.signedOut })
    try {
      const res = await apiFetch('/api/common/grievance', requestOf(grievance))
      const body = (await res
        .clone()
        .json()
        .catch(() => null)) as { caseNumber?: unknown } | null
      const message = await messageOf(res)
      if (res.ok) {
        setNotice({ kind: 'ok', text: message ?? t.success })
        setCaseNumber(typeof body?.caseNumber === 'string' ? body.caseNumber : null)
        reset()
        if (fileInput.current) fileInput.current.value = ''
      } else setNotice({ kind: 'error', text: message ?? t.failed })
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setNotice({ kind: 'error', text: t.unreachable })
    }
  }

  const onSubmit = (e: React.FormEvent) => {
    setNotice(null)
    setCaseNumber(null)
    void handleSubmit(submit)(e)
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t.form}>
      <Field id={fieldId('category')} name="category" label={t.category} hint={t.categoryHint}>
        {(control) => (
          <select {...control} value={values.category} onChange={(e) => set('category', e.target.value)}>
            <option value="">{t.categoryNone}</option>
            {categories.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={fieldId('subject')} name="subject" label={t.subject} required error={errors.subject}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={LIMITS.subject}
            required
            value={values.subject}
            onChange={(e) => set('subject', e.target.value)}
          />
        )}
      </Field>
      <Field
        id={fieldId('description')}
        name="description"
        label={t.description}
        required
        hint={t.descriptionHint}
        error={errors.description}
      >
        {(control) => (
          <textarea
            {...control}
            rows={7}
            maxLength={LIMITS.description}
            required
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
      <Field id={fieldId('attachments')} name="attachments" label={t.attachments} hint={t.attachmentsHint} error={errors.attachments}>
        {(control) => (
          // The input lies invisible over the picker's own words, so clicks and keys reach it and the page's language shows.
          <div className={`${control.className} ${filing.picker}`}>
            <input
              {...control}
              className={filing.input}
              ref={fileInput}
              type="file"
              multiple
              accept={ACCEPT}
              onChange={(e) => chooseFiles(e.target.files)}
            />
            <span className={filing.pick} aria-hidden="true">
              {t.chooseFiles}
            </span>
            <span className={filing.picked} aria-hidden="true">
              {values.files.length ? t.filesChosen.replace('{count}', String(values.files.length)) : t.noFiles}
            </span>
          </div>
        )}
      </Field>
      {values.files.length > 0 && (
        <ul className={filing.files} aria-label={t.chosenFiles}>
          {values.files.map((f, i) => (
            <li key={`${i}-${f.name}`}>
              <span className={filing.name}>{f.name}</span> <span className={filing.size}>({fileSizeLabel(f.size)})</span>
            </li>
          ))}
        </ul>
      )}
      <p
        role="status"
        aria-live="polite"
        className={notice ? `${styles.banner} ${notice.kind === 'ok' ? styles.bannerOk : styles.bannerError}` : styles.live}
      >
        {notice?.text}
      </p>
      {caseNumber && (
        <p className={filing.caseNumber} aria-live="polite">
          {t.caseNumberBefore}
          <Link href={`/grievances/${caseNumber}`}>{caseNumber}</Link>
          {t.caseNumberAfter}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={submitting}>
          {submitting ? t.submitting : t.submit}
        </button>
      </div>
    </form>
  )
}
