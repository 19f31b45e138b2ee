'use client'

import { formatDate } from '@/components/media/format'
import type { PhotoItem } from '@/presenters/media'

import styles from './media.module.css'
import { Modal } from '../Modal'

/** The full-size viewer of one gallery photo; a click on the backdrop or Escape closes it. */
export function PhotoViewer({ photo, opener, onClose }: { photo: PhotoItem; opener: HTMLElement; onClose: () => void }) {
  const src = photo.imageUrl ?? photo.thumbnailUrl
  return (
    <Modal title={photo.title} opener={opener} onClose={onClose} wide closeOnBackdrop>
      <figure className={styles.viewer}>
        {src ? <img src={src} alt={photo.title} /> : <p>This photo has no image file.</p>}
        <figcaption className={styles.muted}>
          Uploaded <time dateTime={photo.uploadDate}>{formatDate(photo.uploadDate)}</time>
        </figcaption>
      </figure>
    </Modal>
  )
}
