import type { Metadata } from 'next'
import { unstable_rethrow } from 'next/navigation'

import { formatDate } from '@/features/content/ui/media/format'
import media from '@/features/content/ui/media/media.module.css'
import { VideoGallery, type GalleryVideo } from '@/features/content/ui/media/VideoGallery'
import { youtubeThumbnail, MEDIA_TEXT } from '@/features/content/client'
import { log } from '@/platform/log'
import { getVideos, pageMetadata } from '@/features/content'
import type { Locale } from '@/platform/i18n/locales'
import { langOf } from '@/platform/http/route-lang'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = MEDIA_TEXT[await langOf(params)].videos
  return pageMetadata({ title: t.title, description: t.description, path: '/media/videos' })
}

async function loadVideos(lang: Locale): Promise<GalleryVideo[] | null> {
  try {
    const videos = await getVideos(lang)
    return videos.map((v) => ({
      ...v,
      thumbnail: youtubeThumbnail(v.videoUrl),
      date: formatDate(v.uploadDate, lang),
      dateTime: v.uploadDate,
    }))
  } catch (err) {
    unstable_rethrow(err)
    log.error({ error: String(err) }, 'video gallery failed')
    return null
  }
}

export default async function VideosPage({ params }: Props) {
  const lang = await langOf(params)
  const t = MEDIA_TEXT[lang].videos
  const videos = await loadVideos(lang)
  return (
    <div className={`container ${media.page}`}>
      <h1 className={media.heading}>{t.title}</h1>
      {videos === null ? (
        <p className={media.error} role="alert">
          {t.failed}
        </p>
      ) : videos.length === 0 ? (
        <p className={media.empty}>{t.empty}</p>
      ) : (
        <VideoGallery videos={videos} lang={lang} />
      )}
    </div>
  )
}
