/** Spec §9: a gallery thumbnail is at most 300 px on its longer side, JPEG at quality 0.7. */
export const THUMBNAIL_MAX = 300
export const THUMBNAIL_QUALITY = 0.7

/** The thumbnail's size: scaled down to fit `max`, never enlarged, at least 1 px. */
export function thumbnailSize(width: number, height: number, max = THUMBNAIL_MAX): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * Draws the photo onto a canvas and exports it as JPEG, in the admin's browser.
 * createImageBitmap follows the photo's EXIF orientation and rejects a file that
 * is not a decodable image, which is how a broken file is caught before any upload.
 */
export async function makeThumbnail(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file)
  try {
    const size = thumbnailSize(bitmap.width, bitmap.height)
    const canvas = document.createElement('canvas')
    canvas.width = size.width
    canvas.height = size.height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d canvas')
    // JPEG has no transparency: a transparent PNG gets white behind it, not black.
    context.fillStyle = '#fff'
    context.fillRect(0, 0, size.width, size.height)
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, size.width, size.height)
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))), 'image/jpeg', THUMBNAIL_QUALITY),
    )
  } finally {
    bitmap.close()
  }
}

/** 'Holi camp.png' → 'Holi camp-thumb.jpg'. */
export const thumbnailName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}-thumb.jpg`
