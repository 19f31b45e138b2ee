import type { Metadata } from 'next'
import { unstable_rethrow } from 'next/navigation'

import { formatDate } from '@/components/media/format'
import media from '@/components/media/media.module.css'
import { PhotoGallery, type GalleryPhoto } from '@/components/media/PhotoGallery'
import { log } from '@/lib/log'
import type { Locale } from '@/i18n/locales'
import { langOf, type LangParams } from '@/i18n/route-lang'
import { getPhotos } from '@/lib/queries'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = (): Promise<Metadata> => pageMetadata({
  title: 'Photo Gallery',
  description: 'Photos of meetings, health camps and events of Community Health Officers across Uttar Pradesh.',
  path: '/media/photos',
})

async function loadPhotos(lang: Locale): Promise<GalleryPhoto[] | null> {
  try {
    const photos = await getPhotos(lang)
    return photos.flatMap((p) =>
      // A photo whose file was deleted has nothing to show.
      p.thumbnailUrl && p.imageUrl
        ? [{ id: p.id, title: p.title, alt: p.alt ?? p.title, thumbnailUrl: p.thumbnailUrl, thumbWidth: p.thumbWidth, thumbHeight: p.thumbHeight, imageUrl: p.imageUrl, width: p.width, height: p.height, date: formatDate(p.uploadDate), dateTime: p.uploadDate }]
        : [],
    )
  } catch (err) {
    unstable_rethrow(err)
    log.error({ error: String(err) }, 'photo gallery failed')
    return null
  }
}

export default async function PhotosPage({ params }: LangParams) {
  const photos = await loadPhotos(await langOf(params))
  return (
    <div className={`container ${media.page}`}>
      <h1 className={media.heading}>Photo Gallery</h1>
      {photos === null ? (
        <p className={media.error} role="alert">
          Failed to fetch photos
        </p>
      ) : photos.length === 0 ? (
        <p className={media.empty}>No photos available at the moment</p>
      ) : (
        <PhotoGallery photos={photos} />
      )}
    </div>
  )
}
