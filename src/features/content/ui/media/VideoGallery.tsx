import type { Locale } from '@/platform/i18n/locales'
import { fill } from '@/platform/i18n/define'
import { MEDIA_TEXT } from '@/features/content/texts/media'

import media from './media.module.css'
import styles from './VideoGallery.module.css'
import { VideoPlayer } from './VideoPlayer'
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

/**
 * The cards are server markup; only the player (VideoPlayer) is a client island. It reads the
 * clicked card's title, date and description from the page, so the videos are not sent a
 * second time as the island's props in the RSC payload.
 */
export function VideoGallery({ videos, lang }: { videos: GalleryVideo[]; lang: Locale }) {
  const t = MEDIA_TEXT[lang].videos
  return (
    <VideoPlayer closeLabel={t.close}>
      <ul className={styles.grid}>
        {videos.map((video) => (
          <li key={video.id}>
            <article className={styles.card}>
              <div className={styles.thumb}>
                <VideoThumb src={video.thumbnail} />
                <button type="button" className={styles.play} data-video-url={video.videoUrl}>
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
    </VideoPlayer>
  )
}
