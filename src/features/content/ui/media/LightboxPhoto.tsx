'use client'

import { useEffect, useRef, useState, type CSSProperties } from 'react'

import type { GalleryPhoto } from './PhotoGallery'
import styles from './PhotoGallery.module.css'

/**
 * The lightbox's photo, fitted to the stage. Until the full image has arrived, the
 * thumbnail (already in the browser's cache from the grid) shows blurred in its
 * place, so a slow connection sees the picture sharpen rather than a black frame.
 * Mounted anew for each photo (keyed by id), so each one starts from its thumbnail.
 */
export function LightboxPhoto({ photo }: { photo: GalleryPhoto }) {
  const image = useRef<HTMLImageElement>(null)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    // A cached image may have finished before React attached onLoad.
    const img = image.current
    if (img?.complete && img.naturalWidth > 0) setLoaded(true)
  }, [])

  const fit = { '--ar': (photo.width / photo.height).toFixed(4), '--w': `${photo.width}px` } as CSSProperties
  return (
    <div className={styles.frame} style={fit}>
      {loaded ? null : (
        <span
          className={styles.placeholder}
          data-placeholder=""
          style={{ backgroundImage: `url(${JSON.stringify(photo.thumbnailUrl)})` }}
        />
      )}
      <img
        ref={image}
        className={styles.full}
        src={photo.imageUrl}
        srcSet={photo.imageSrcSet ?? undefined}
        // The stage: the whole screen on a phone, less the arrow buttons' margins from 768 px.
        sizes="(min-width: 768px) calc(100vw - 10rem), 100vw"
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        decoding="async"
        onLoad={() => setLoaded(true)}
      />
    </div>
  )
}
