'use client'

import { useCallback, useId, useRef, useState, type MouseEvent } from 'react'

import { useLocale } from '@/i18n/LocaleProvider'
import { fill } from '@/i18n/messages/define'
import { MEDIA_TEXT } from '@/i18n/messages/media'

import media from './media.module.css'
import styles from './VideoGallery.module.css'
import { useModalDialog } from './useModalDialog'
import { VideoThumb } from './VideoThumb'

/** What the server hands the gallery: the API video plus its still and a formatted date. */
export type GalleryVideo = {
  id: number
  title: string
  description: string | null
  videoUrl: string
  thumbnail: string | null
  date: string
  dateTime: string
}

export function VideoGallery({ videos }: { videos: GalleryVideo[] }) {
  const t = MEDIA_TEXT[useLocale().lang].videos
  const [open, setOpen] = useState<{ video: GalleryVideo; opener: HTMLElement } | null>(null)
  const close = useCallback(() => setOpen(null), [])

  return (
    <>
      <ul className={styles.grid}>
        {videos.map((video) => (
          <li key={video.id}>
            <article className={styles.card}>
              <div className={styles.thumb}>
                <VideoThumb src={video.thumbnail} />
                <button type="button" className={styles.play} onClick={(e) => setOpen({ video, opener: e.currentTarget })}>
                  <span className={styles.playIcon} aria-hidden="true">
                    <svg viewBox="0 0 24 24" width="28" height="28">
                      <path d="M8 5v14l11-7z" fill="currentColor" />
                    </svg>
                  </span>
                  <span className={media.srOnly}>{fill(t.play, { title: video.title })}</span>
                </button>
              </div>
              <div className={styles.body}>
                <h2 className={styles.title}>{video.title}</h2>
                <p className={media.date}>
                  <time dateTime={video.dateTime}>{video.date}</time>
                </p>
                {video.description ? <p className={styles.description}>{video.description}</p> : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
      {open ? <VideoModal video={open.video} opener={open.opener} onClose={close} /> : null}
    </>
  )
}

function VideoModal({ video, opener, onClose }: { video: GalleryVideo; opener: HTMLElement; onClose: () => void }) {
  const t = MEDIA_TEXT[useLocale().lang].videos
  const closeButton = useRef<HTMLButtonElement>(null)
  const { dialogRef, dialogProps } = useModalDialog({ onClose, opener, initialFocus: closeButton })
  const titleId = useId()
  // The dialog's own box is only hit where nothing inside covers it: the backdrop.
  const onClick = (e: MouseEvent) => {
    if (e.target === e.currentTarget) onClose()
  }

  return (
    <dialog ref={dialogRef} className={styles.modal} role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={onClick} {...dialogProps}>
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId}>{video.title}</h2>
          <button ref={closeButton} type="button" className={styles.close} aria-label={t.close} onClick={onClose}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className={styles.player}>
          <iframe
            src={video.videoUrl}
            title={video.title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        </div>
        <div className={styles.details}>
          <p className={media.date}>
            <time dateTime={video.dateTime}>{video.date}</time>
          </p>
          {video.description ? <p>{video.description}</p> : null}
        </div>
      </div>
    </dialog>
  )
}
