import type { Metadata } from 'next'
import { unstable_rethrow } from 'next/navigation'

import { formatDate } from '@/components/media/format'
import media from '@/components/media/media.module.css'
import { VideoGallery, type GalleryVideo } from '@/components/media/VideoGallery'
import { youtubeThumbnail } from '@/domain/youtube'
import { log } from '@/lib/log'
import type { Locale } from '@/i18n/locales'
import { langOf, type LangParams } from '@/i18n/route-lang'
import { getVideos } from '@/lib/queries'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = (): Promise<Metadata> => pageMetadata({
  title: 'Video Gallery',
  description: 'Videos of meetings, trainings and guidance for Community Health Officers in Uttar Pradesh.',
  path: '/media/videos',
})

async function loadVideos(lang: Locale): Promise<GalleryVideo[] | null> {
  try {
    const videos = await getVideos(lang)
    return videos.map((v) => ({ ...v, thumbnail: youtubeThumbnail(v.videoUrl), date: formatDate(v.uploadDate), dateTime: v.uploadDate }))
  } catch (err) {
    unstable_rethrow(err)
    log.error({ error: String(err) }, 'video gallery failed')
    return null
  }
}

export default async function VideosPage({ params }: LangParams) {
  const videos = await loadVideos(await langOf(params))
  return (
    <div className={`container ${media.page}`}>
      <h1 className={media.heading}>Video Gallery</h1>
      {videos === null ? (
        <p className={media.error} role="alert">
          Failed to fetch videos
        </p>
      ) : videos.length === 0 ? (
        <p className={media.empty}>No videos available at the moment</p>
      ) : (
        <VideoGallery videos={videos} />
      )}
    </div>
  )
}
