import type { Metadata } from 'next'
import { unstable_rethrow } from 'next/navigation'

import { formatDate } from '@/features/content/ui/media/format'
import media from '@/features/content/ui/media/media.module.css'
import { PhotoGallery, type GalleryPhoto } from '@/features/content/ui/media/PhotoGallery'
import { log } from '@/platform/log'
import { getPhotos, pageMetadata } from '@/features/content'
import type { Locale } from '@/platform/i18n/locales'
import { MEDIA_TEXT } from '@/features/content/client'
import { langOf } from '@/platform/http/route-lang'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = MEDIA_TEXT[await langOf(params)].photos
  return pageMetadata({ title: t.title, description: t.description, path: '/media/photos' })
}

async function loadPhotos(lang: Locale): Promise<GalleryPhoto[] | null> {
  try {
    const photos = await getPhotos(lang)
    return photos.flatMap((p) =>
      // A photo whose file was deleted has nothing to show.
      p.thumbnailUrl && p.imageUrl
        ? [
            {
              id: p.id,
              title: p.title,
              alt: p.alt ?? p.title,
              thumbnailUrl: p.thumbnailUrl,
              thumbWidth: p.thumbWidth,
              thumbHeight: p.thumbHeight,
              imageUrl: p.imageUrl,
              imageSrcSet: p.imageSrcSet,
              width: p.width,
              height: p.height,
              date: formatDate(p.uploadDate, lang),
              dateTime: p.uploadDate,
            },
          ]
        : [],
    )
  } catch (err) {
    unstable_rethrow(err)
    log.error({ error: String(err) }, 'photo gallery failed')
    return null
  }
}

export default async function PhotosPage({ params }: Props) {
  const lang = await langOf(params)
  const t = MEDIA_TEXT[lang].photos
  const photos = await loadPhotos(lang)
  return (
    <div className={`container ${media.page}`}>
      <h1 className={media.heading}>{t.title}</h1>
      {photos === null ? (
        <p className={media.error} role="alert">
          {t.failed}
        </p>
      ) : photos.length === 0 ? (
        <p className={media.empty}>{t.empty}</p>
      ) : (
        <PhotoGallery photos={photos} />
      )}
    </div>
  )
}
