'use client'

import { useCallback, useId, useRef, useState, type MouseEvent } from 'react'

import media from './media.module.css'
import styles from './VideoGallery.module.css'
import { useModalDialog } from './useModalDialog'

type Playing = { url: string; title: string; date: string; dateTime: string; description: string | null; opener: HTMLElement }

/** What a card (VideoGallery) shows, read back from its markup when its play button is pressed. */
function fromCard(button: HTMLElement): Playing | null {
  const card = button.closest('article')
  const url = button.dataset.videoUrl
  if (!card || !url) return null
  const time = card.querySelector('time')
  return {
    url,
    title: card.querySelector('h2')?.textContent ?? '',
    date: time?.textContent ?? '',
    dateTime: time?.dateTime ?? '',
    description: card.querySelector(`.${CSS.escape(styles.description)}`)?.textContent ?? null,
    opener: button,
  }
}

/**
 * The gallery's one interactive part: a press on a card's play button (one listener for all,
 * on this wrapper) opens the video in a modal dialog.
 */
export function VideoPlayer({ closeLabel, children }: { closeLabel: string; children: React.ReactNode }) {
  const [playing, setPlaying] = useState<Playing | null>(null)
  const close = useCallback(() => setPlaying(null), [])
  const onClick = (e: MouseEvent) => {
    const button = (e.target as HTMLElement).closest<HTMLElement>('button[data-video-url]')
    if (button) setPlaying(fromCard(button))
  }
  return (
    <div onClick={onClick}>
      {children}
      {playing ? <VideoModal video={playing} closeLabel={closeLabel} onClose={close} /> : null}
    </div>
  )
}

function VideoModal({ video, closeLabel, onClose }: { video: Playing; closeLabel: string; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null)
  const { dialogRef, dialogProps } = useModalDialog({ onClose, opener: video.opener, initialFocus: closeButton })
  const titleId = useId()
  // The dialog's own box is only hit where nothing inside covers it: the backdrop.
  const onClick = (e: MouseEvent) => {
    e.stopPropagation()
    if (e.target === e.currentTarget) onClose()
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.modal}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onClick={onClick}
      {...dialogProps}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId}>{video.title}</h2>
          <button ref={closeButton} type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className={styles.player}>
          <iframe
            src={video.url}
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
