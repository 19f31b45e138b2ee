import type { GalleryImage, GalleryThumbnail, Photo, Video } from '@/payload-types'
import { responsiveImage } from './responsive-image'

/** Photo of spec §3: id, title, imageUrl, thumbnailUrl, uploadDate. */
export type PhotoItem = {
  id: number
  title: string
  imageUrl: string | null
  thumbnailUrl: string | null
  uploadDate: string
}

/** Video of spec §3; videoUrl is stored in embed form. */
export type VideoItem = {
  id: number
  title: string
  description: string | null
  videoUrl: string
  uploadDate: string
}

const image = (doc: Photo): GalleryImage | null => (doc.image && typeof doc.image === 'object' ? doc.image : null)
// Uploaded from /admin/media with a thumbnail made in the browser; demo and CMS photos use Payload's own size.
const thumbnail = (doc: Photo): GalleryThumbnail | null => (doc.thumbnail && typeof doc.thumbnail === 'object' ? doc.thumbnail : null)

export function presentPhoto(doc: Photo): PhotoItem {
  const img = image(doc)
  return {
    id: doc.id,
    title: doc.title ?? '',
    imageUrl: img?.sizes?.large?.url ?? img?.url ?? null,
    thumbnailUrl: thumbnail(doc)?.url ?? img?.sizes?.thumbnail?.url ?? img?.url ?? null,
    uploadDate: doc.uploadDate,
  }
}

/** What the gallery page needs beyond the API shape: pixel sizes to reserve space, and alt text. */
export function photoDimensions(doc: Photo) {
  const img = image(doc)
  const thumb = thumbnail(doc)
  return {
    thumbWidth: thumb?.width ?? img?.sizes?.thumbnail?.width ?? 300,
    thumbHeight: thumb?.height ?? img?.sizes?.thumbnail?.height ?? 200,
    width: img?.sizes?.large?.width ?? img?.width ?? 1200,
    height: img?.sizes?.large?.height ?? img?.height ?? 800,
    // The lightbox's choice between the medium and large renditions (a phone need not take the large).
    imageSrcSet: responsiveImage(img, ['medium', 'large'])?.srcSet ?? null,
    alt: img?.alt || doc.title,
  }
}

export function presentVideo(doc: Video): VideoItem {
  return {
    id: doc.id,
    title: doc.title ?? '',
    description: doc.description ?? null,
    videoUrl: doc.videoUrl,
    uploadDate: doc.uploadDate,
  }
}
