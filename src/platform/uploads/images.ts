import sharp from 'sharp'

import { UPLOAD_MESSAGES, type FileKind } from './file-types'
import { UploadRefused } from './refused'

// A phone's largest photos are about 50 megapixels; more is refused before it is decoded into memory.
const MAX_PIXELS = 64_000_000

/**
 * The photo re-encoded in its own format without any metadata (EXIF, GPS, XMP,
 * IPTC: sharp keeps none unless asked). `rotate()` first applies the EXIF
 * orientation to the pixels, so the photo still stands the right way up once the
 * tag is gone. Re-encoding also proves the bytes are an image and not merely
 * something that begins like one.
 */
export async function withoutMetadata(bytes: Buffer, kind: Exclude<FileKind, 'pdf'>): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate()
    if (kind === 'jpeg') return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer()
    if (kind === 'png') return await image.png().toBuffer()
    return await image.webp({ quality: 90 }).toBuffer()
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw new UploadRefused(413, UPLOAD_MESSAGES.imageTooLarge(MAX_PIXELS / 1_000_000))
    }
    throw new UploadRefused(415, UPLOAD_MESSAGES.unreadableImage)
  }
}
