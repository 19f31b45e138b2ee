import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { getEnv } from '../config/env'
import { anyone, staff } from '../access/roles'
import { revalidateCollection, TAGS } from '../hooks/revalidate'

/**
 * Upload collections. Files live on local disk under DATA_DIR/media/<prefix>
 * unless S3 is configured (payload.config.ts then routes them to the bucket under
 * the same prefix). Images pass through sharp, which drops EXIF/GPS metadata.
 */
const localDir = (prefix: string) => path.join(getEnv().mediaDir, prefix)

const uploadAccess = { read: anyone, create: staff, update: staff, delete: staff }
const hooks = revalidateCollection(TAGS.files)

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp']

// Large originals are scaled down once; withoutEnlargement keeps small ones as they are.
const resizeOriginal = { width: 2400, height: 2400, fit: 'inside' as const, withoutEnlargement: true }

export const Images: CollectionConfig = {
  slug: 'images',
  labels: { singular: 'Image', plural: 'Images' },
  admin: { group: 'Files', description: 'Photos for news items, the logo and the leaders.' },
  access: uploadAccess,
  hooks,
  upload: {
    staticDir: localDir('news-photos'),
    mimeTypes: IMAGE_TYPES,
    resizeOptions: resizeOriginal,
    imageSizes: [
      { name: 'card', width: 640, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'square', width: 320, height: 320, position: 'centre', formatOptions: { format: 'webp', options: { quality: 75 } } },
    ],
    adminThumbnail: 'square',
  },
  fields: [{ name: 'alt', label: 'Description (for screen readers)', type: 'text', maxLength: 200 }],
}

export const GalleryImages: CollectionConfig = {
  slug: 'gallery-images',
  labels: { singular: 'Gallery image', plural: 'Gallery images' },
  admin: { group: 'Files', description: 'The image files behind the photo gallery.' },
  access: uploadAccess,
  hooks,
  upload: {
    staticDir: localDir('gallery-photos'),
    mimeTypes: IMAGE_TYPES,
    resizeOptions: resizeOriginal,
    imageSizes: [
      {
        // Spec §9: at most 300 px on the longer side, JPEG quality 0.7.
        name: 'thumbnail',
        width: 300,
        height: 300,
        fit: 'inside',
        withoutEnlargement: true,
        formatOptions: { format: 'jpeg', options: { quality: 70 } },
      },
      { name: 'large', width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 78 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', label: 'Description (for screen readers)', type: 'text', maxLength: 200 }],
}

/**
 * Gallery thumbnails made in the admin's browser (spec §9: at most 300 px on the
 * longer side, JPEG 0.7) and uploaded beside the full image. Demo photos have
 * none: they use the 'thumbnail' size Payload makes of the gallery image.
 */
export const GalleryThumbnails: CollectionConfig = {
  slug: 'gallery-thumbnails',
  labels: { singular: 'Gallery thumbnail', plural: 'Gallery thumbnails' },
  admin: { group: 'Files', description: 'Small previews of gallery photos, made when a photo is uploaded.' },
  access: uploadAccess,
  hooks,
  upload: { staticDir: localDir('gallery-photos/thumbnails'), mimeTypes: IMAGE_TYPES },
  fields: [],
}

export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Document', plural: 'Documents' },
  admin: { group: 'Files', description: 'PDF files attached to news items.' },
  access: uploadAccess,
  hooks,
  upload: { staticDir: localDir('news-pdfs'), mimeTypes: ['application/pdf'] },
  fields: [{ name: 'title', type: 'text', maxLength: 200 }],
}

/** Storage prefixes of spec §7 'File storage', shared by local disk and S3. */
export const UPLOAD_PREFIXES = {
  images: 'news-photos',
  'gallery-images': 'gallery-photos',
  'gallery-thumbnails': 'gallery-photos/thumbnails',
  documents: 'news-pdfs',
} as const
