'use client'

import { useRef, useState } from 'react'

import { apiFetch, SessionEndedError } from '@/features/accounts/ui/session'
import { useApi } from '@/features/accounts/ui/useApi'
import type { Locale } from '@/platform/i18n/locales'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { ADMIN_MEDIA_TEXT } from '@/features/content/texts/admin-media'
import type { PhotoItem } from '@/features/content/presenters/media'

import admin from '@/features/office/ui/admin.module.css'
import { EmptyState, NotReady } from '@/features/office/ui/AdminStates'
import { asList } from '@/features/office/ui/read-body'
import { formatDay } from '@/features/office/ui/work-status'
import styles from './media.module.css'
import { PhotoUpload, type UploadOutcome } from './PhotoUpload'
import { PhotoViewer } from './PhotoViewer'

/** What the last upload did, in words, for the status line under the heading. */
function summary({ uploaded, failed }: UploadOutcome, lang: Locale): string {
  const t = ADMIN_MEDIA_TEXT[lang].photos
  const total = uploaded + failed.length
  const done = fill(failed.length === 0 ? (uploaded === 1 ? t.uploadedOne : t.uploadedMany) : t.uploadedSome, { count: uploaded, total })
  return failed.length === 0 ? done : `${done} ${fill(t.notUploaded, { list: failed.map((f) => `${f.name} (${f.message})`).join(', ') })}`
}

/** Photo Gallery tab: the thumbnails, a full-size viewer, delete and the upload modal (spec §2, §4 'Photo upload'). */
export function PhotoManager() {
  const { lang } = useLocale()
  const m = ADMIN_MEDIA_TEXT[lang]
  const t = m.photos
  const { data, loading, error, reload, setData } = useApi('/api/admin/photos', {
    read: asList<PhotoItem>,
    failed: t.failed,
    serverMessage: false,
  })
  const items = data ?? []
  const [viewing, setViewing] = useState<{ photo: PhotoItem; opener: HTMLElement } | null>(null)
  const [uploading, setUploading] = useState<HTMLElement | null>(null)
  const [deleting, setDeleting] = useState<number | null>(null)
  const [status, setStatus] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)

  const remove = async (photo: PhotoItem) => {
    if (!window.confirm(t.confirmDelete)) return
    setDeleting(photo.id)
    try {
      const res = await apiFetch(`/api/admin/photos/${photo.id}`, { method: 'DELETE' })
      if (!res.ok) throw new Error(String(res.status))
      setData((list) => list.filter((p) => p.id !== photo.id))
      setStatus('')
      heading.current?.focus()
    } catch (err) {
      if (!(err instanceof SessionEndedError)) window.alert(t.deleteFailed)
    } finally {
      setDeleting(null)
    }
  }

  return (
    <section aria-labelledby="photos-heading">
      <div className={styles.sectionHead}>
        <h2 id="photos-heading" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
          {t.heading}
        </h2>
        <button type="button" className={admin.button} onClick={(e) => setUploading(e.currentTarget)}>
          <span aria-hidden="true">+</span> {t.upload}
        </button>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
      {error || (loading && items.length === 0) ? (
        // The tab's own status line above already speaks: the loading line stays quiet.
        <NotReady error={error} loading={m.loading} live={false} />
      ) : items.length === 0 ? (
        <EmptyState text={t.empty} />
      ) : (
        <ul className={styles.photoGrid}>
          {items.map((photo) => (
            <li key={photo.id} className={styles.photoTile}>
              <button type="button" className={styles.photoOpen} onClick={(e) => setViewing({ photo, opener: e.currentTarget })}>
                {photo.thumbnailUrl ? (
                  <img src={photo.thumbnailUrl} alt="" width={300} height={225} loading="lazy" />
                ) : (
                  <span className={styles.noImage} />
                )}
                <span className={styles.srOnly}>{fill(t.view, { title: photo.title })}</span>
              </button>
              <div className={styles.photoCaption}>
                <p className={styles.photoTitle}>{photo.title}</p>
                <p className={styles.muted}>
                  <time dateTime={photo.uploadDate}>{formatDay(photo.uploadDate, lang)}</time>
                </p>
              </div>
              <button type="button" className={styles.danger} disabled={deleting === photo.id} onClick={() => void remove(photo)}>
                {deleting === photo.id ? m.deleting : m.delete}
                <span className={styles.srOnly}>{fill(t.deleteSr, { title: photo.title })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewing ? <PhotoViewer photo={viewing.photo} opener={viewing.opener} onClose={() => setViewing(null)} /> : null}
      {uploading ? (
        <PhotoUpload
          opener={uploading}
          onClose={() => setUploading(null)}
          onUploaded={(outcome) => {
            setUploading(null)
            setStatus(summary(outcome, lang))
            void reload()
          }}
        />
      ) : null}
    </section>
  )
}
