'use client'

import { useLocale } from '@/platform/i18n/LocaleProvider'
import { ADMIN_MEDIA_TEXT } from '@/features/content/texts/admin-media'
import type { PhotoItem } from '@/features/content/presenters/media'

import styles from './media.module.css'
import { Modal } from '@/features/office/ui/Modal'
import { formatDay } from '@/features/office/ui/work-status'

/** The full-size viewer of one gallery photo; a click on the backdrop or Escape closes it. */
export function PhotoViewer({ photo, opener, onClose }: { photo: PhotoItem; opener: HTMLElement; onClose: () => void }) {
  const src = photo.imageUrl ?? photo.thumbnailUrl
  const { lang } = useLocale()
  const t = ADMIN_MEDIA_TEXT[lang].photos
  return (
    <Modal title={photo.title} opener={opener} onClose={onClose} wide closeOnBackdrop>
      <figure className={styles.viewer}>
        {src ? <img src={src} alt={photo.title} /> : <p>{t.noImage}</p>}
        <figcaption className={styles.muted}>
          {t.uploaded} <time dateTime={photo.uploadDate}>{formatDay(photo.uploadDate, lang)}</time>
        </figcaption>
      </figure>
    </Modal>
  )
}
