'use client'

import { useCallback, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type TouchEvent } from 'react'

import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { MEDIA_TEXT } from '@/features/content/texts/media'

import { LightboxPhoto } from './LightboxPhoto'
import media from './media.module.css'
import styles from './PhotoGallery.module.css'
import { useModalDialog } from './useModalDialog'

/** What the server hands the gallery: the API photo plus sizes, alt text and a formatted date. */
export type GalleryPhoto = {
  id: number
  title: string
  alt: string
  thumbnailUrl: string
  thumbWidth: number
  thumbHeight: number
  imageUrl: string
  /** The medium and large renditions (null where only one exists). */
  imageSrcSet: string | null
  width: number
  height: number
  date: string
  dateTime: string
}

/** What a phone shows first (three rows of two) and a desktop's first row and a half: loaded at once, as it holds the largest paint. */
const EAGER_THUMBNAILS = 6

export function PhotoGallery({ photos }: { photos: GalleryPhoto[] }) {
  const t = MEDIA_TEXT[useLocale().lang].photos
  const [open, setOpen] = useState<{ index: number; opener: HTMLElement } | null>(null)
  const close = useCallback(() => setOpen(null), [])

  return (
    <>
      <ul className={styles.grid}>
        {photos.map((photo, index) => (
          <li key={photo.id} className={styles.tile}>
            <img
              src={photo.thumbnailUrl}
              alt={photo.alt}
              width={photo.thumbWidth}
              height={photo.thumbHeight}
              loading={index < EAGER_THUMBNAILS ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding="async"
            />
            <div className={styles.caption}>
              <p className={styles.tileTitle}>{photo.title}</p>
              <p className={styles.tileDate}>
                <time dateTime={photo.dateTime}>{photo.date}</time>
              </p>
            </div>
            <button type="button" className={styles.view} onClick={(e) => setOpen({ index, opener: e.currentTarget })}>
              <span className={styles.pill}>{t.view}</span>
              <span className={media.srOnly}>{fill(t.viewPhoto, { title: photo.title })}</span>
            </button>
          </li>
        ))}
      </ul>
      {open ? (
        <Lightbox photos={photos} index={open.index} opener={open.opener} onMove={(index) => setOpen({ ...open, index })} onClose={close} />
      ) : null}
    </>
  )
}

type LightboxProps = { photos: GalleryPhoto[]; index: number; opener: HTMLElement; onMove: (index: number) => void; onClose: () => void }

function Lightbox({ photos, index, opener, onMove, onClose }: LightboxProps) {
  const t = MEDIA_TEXT[useLocale().lang].photos
  const closeButton = useRef<HTMLButtonElement>(null)
  const { dialogRef, dialogProps } = useModalDialog({ onClose, opener, initialFocus: closeButton })
  const titleId = useId()
  const photo = photos[index]
  const total = photos.length
  // Both ends wrap: after the last photo comes the first.
  const prev = () => onMove((index - 1 + total) % total)
  const next = () => onMove((index + 1) % total)

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') prev()
    else if (e.key === 'ArrowRight') next()
    else return
    e.preventDefault()
  }
  // On a phone a sideways swipe moves, as people expect from their own gallery app.
  const swipeStart = useRef<number | null>(null)
  const onTouchStart = (e: TouchEvent) => {
    swipeStart.current = e.touches.length === 1 ? e.touches[0].clientX : null
  }
  const onTouchEnd = (e: TouchEvent) => {
    if (swipeStart.current === null) return
    const dx = e.changedTouches[0].clientX - swipeStart.current
    swipeStart.current = null
    if (Math.abs(dx) > 50) (dx > 0 ? prev : next)()
  }
  // Only the dark space around the photo closes it; the photo and the buttons do not.
  const onClick = (e: MouseEvent) => {
    if (e.target instanceof HTMLElement && e.target.dataset.backdrop !== undefined) onClose()
  }

  return (
    // The dialog handles the arrow keys for whatever inside it has focus.
    <dialog
      ref={dialogRef}
      className={styles.lightbox}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={onClick}
      data-backdrop=""
      {...dialogProps}
    >
      <div className={styles.bar}>
        <div className={styles.heading}>
          <h2 id={titleId}>{photo.title}</h2>
          <p>
            <time dateTime={photo.dateTime}>{photo.date}</time>
          </p>
        </div>
        <p className={styles.counter} aria-live="polite">
          {fill(t.counter, { n: index + 1, total })}
        </p>
        <button ref={closeButton} type="button" className={styles.iconButton} aria-label={t.close} onClick={onClose}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className={styles.stage} data-backdrop="" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <LightboxPhoto key={photo.id} photo={photo} />
        <button type="button" className={`${styles.iconButton} ${styles.prev}`} aria-label={t.previous} onClick={prev}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <button type="button" className={`${styles.iconButton} ${styles.next}`} aria-label={t.next} onClick={next}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>
    </dialog>
  )
}
