'use client'

import { useRef, useState } from 'react'

import { apiFetch, SessionEndedError } from '@/features/accounts/ui/session'
import { useApi } from '@/features/accounts/ui/useApi'
import { youtubeId } from '@/features/content/rules/youtube'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { ADMIN_MEDIA_TEXT } from '@/features/content/texts/admin-media'
import type { VideoItem } from '@/features/content/presenters/media'

import admin from '@/features/office/ui/admin.module.css'
import { EmptyState, NotReady } from '@/features/office/ui/AdminStates'
import { asList } from '@/features/office/ui/read-body'
import { formatDay } from '@/features/office/ui/work-status'
import styles from './media.module.css'
import { VideoForm } from './VideoForm'

/** The player: YouTube's no-cookie host for a YouTube id; any other link is offered as a link (the CSP allows only YouTube frames). */
function Player({ video }: { video: VideoItem }) {
  const t = ADMIN_MEDIA_TEXT[useLocale().lang].videos
  const id = youtubeId(video.videoUrl)
  if (!id) {
    return (
      <div className={styles.noPlayer}>
        <a href={video.videoUrl} target="_blank" rel="noopener noreferrer">
          {t.open}
          <span className={styles.srOnly}>{fill(t.openSr, { title: video.title })}</span>
        </a>
      </div>
    )
  }
  return (
    <iframe
      src={`https://www.youtube-nocookie.com/embed/${id}`}
      title={fill(t.frame, { title: video.title })}
      loading="lazy"
      allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
    />
  )
}

const icon = (d: string) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
)
const PENCIL = 'M12 20h9M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z'
const BIN = 'M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6'

/**
 * Video Gallery tab (spec §2, §4 'Video admin form'): the cards with a player, and
 * add, edit and delete. A new video goes to the top, an edited one is replaced
 * where it stands, a deleted one is removed, all without reloading the list.
 */
export function VideoManager() {
  const { lang } = useLocale()
  const m = ADMIN_MEDIA_TEXT[lang]
  const t = m.videos
  const {
    data,
    loading,
    error: fetchError,
    setData,
  } = useApi('/api/admin/videos', { read: asList<VideoItem>, failed: t.failed, serverMessage: false })
  const items = data ?? []
  const [form, setForm] = useState<{ video: VideoItem | null; opener: HTMLElement } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  const saved = (video: VideoItem) => {
    setData((list) => (list.some((v) => v.id === video.id) ? list.map((v) => (v.id === video.id ? video : v)) : [video, ...list]))
    setForm(null)
    setError(null)
  }

  const remove = async (video: VideoItem) => {
    if (!window.confirm(t.confirmDelete)) return
    try {
      const res = await apiFetch(`/api/admin/videos/${video.id}`, { method: 'DELETE' })
      if (!res.ok) throw new Error(String(res.status))
      setData((list) => list.filter((v) => v.id !== video.id))
      setError(null)
      heading.current?.focus()
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setError(t.deleteFailed)
    }
  }

  return (
    <section aria-labelledby="videos-heading">
      <div className={styles.sectionHead}>
        <h2 id="videos-heading" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
          {t.heading}
        </h2>
        <button type="button" className={admin.button} onClick={(e) => setForm({ video: null, opener: e.currentTarget })}>
          <span aria-hidden="true">+</span> {t.add}
        </button>
      </div>
      {error ? (
        <p className={`${admin.error} ${styles.banner}`} role="alert">
          {error}
        </p>
      ) : null}
      {fetchError || (loading && items.length === 0) ? (
        <NotReady error={fetchError} loading={m.loading} />
      ) : items.length === 0 ? (
        <EmptyState text={t.empty} />
      ) : (
        <ul className={styles.videoGrid}>
          {items.map((video) => (
            <li key={video.id}>
              <article className={styles.videoCard}>
                <div className={styles.player}>
                  <Player video={video} />
                </div>
                <div className={styles.videoBody}>
                  <h3 className={styles.videoTitle}>{video.title}</h3>
                  {video.description ? <p className={styles.videoDescription}>{video.description}</p> : null}
                  <p className={styles.muted}>
                    <time dateTime={video.uploadDate}>{formatDay(video.uploadDate, lang)}</time>
                  </p>
                </div>
                <div className={styles.iconActions}>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={fill(t.editLabel, { title: video.title })}
                    onClick={(e) => setForm({ video, opener: e.currentTarget })}
                  >
                    {icon(PENCIL)}
                  </button>
                  <button
                    type="button"
                    className={`${styles.iconButton} ${styles.iconDanger}`}
                    aria-label={fill(t.deleteLabel, { title: video.title })}
                    onClick={() => void remove(video)}
                  >
                    {icon(BIN)}
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {form ? (
        <VideoForm
          video={form.video}
          opener={form.opener}
          onClose={() => {
            setForm(null)
            setError(null)
          }}
          onSaved={saved}
        />
      ) : null}
    </section>
  )
}
