import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { getEnv } from '../config/env'
import { anyone, hiddenFromNonAdmins, nobody, staff } from '../access/roles'
import type { UploadFolder } from './file-types'
import { revalidateCollection, TAGS } from '../cache/revalidate'
import { STORED_FILE_HEADERS } from '../http/security-headers'
import { checkIncomingFile } from './upload-hook'

/**
 * Upload collections. Files live on local disk under DATA_DIR/media/<prefix>
 * unless S3 is configured (payload.config.ts then routes them to the bucket under
 * the same prefix). Every file given to them, whoever gives it, first passes
 * checkIncomingFile (type by content, a new name, photos re-encoded without
 * EXIF/GPS, PDFs without scripts), and every file is served with
 * STORED_FILE_HEADERS (Payload's local handler and the S3 one both apply them).
 */
const localDir = (prefix: string) => path.join(getEnv().mediaDir, prefix)

type UploadHandler = NonNullable<NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>>[number]

/**
 * Payload answers a file missing from local disk with 500. A replaced or
 * deleted file is simply gone, so it gets 404 (as S3, whose own handler
 * answers when S3 is set, already does).
 */
const notFoundWhenMissing = (prefix: string): UploadHandler =>
  (async (_req, { params }): Promise<void | Response> => {
    if (getEnv().s3) return
    const dir = path.resolve(localDir(prefix))
    const file = path.resolve(dir, params.filename)
    if (!file.startsWith(dir + path.sep)) return // Payload refuses such a name itself.
    const exists = await fs.stat(file).then(
      (st) => st.isFile(),
      () => false,
    )
    if (!exists) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  }) as UploadHandler

const servedSafely = ({ headers }: { headers: Headers }) => {
  for (const [name, value] of Object.entries(STORED_FILE_HEADERS)) headers.set(name, value)
  return headers
}

/**
 * The site's pictures are linked directly (no image optimiser in between), so a returning phone
 * should not fetch them again. A file never changes under its name (an upload from outside
 * always gets a new one), but a deleted one should not linger long: a day.
 */
const PUBLIC_FILE_CACHE = 'public, max-age=86400'
const servedPublicly = ({ headers }: { headers: Headers }) => {
  servedSafely({ headers }).set('Cache-Control', PUBLIC_FILE_CACHE)
  return headers
}

/** Where a collection's files live and how they are served. */
const storage = (prefix: UploadFolder, modifyResponseHeaders = servedSafely) => ({
  staticDir: localDir(prefix),
  handlers: [notFoundWhenMissing(prefix)],
  modifyResponseHeaders,
})

const uploadAccess = { read: anyone, create: staff, update: staff, delete: staff }
const hooksFor = (prefix: UploadFolder) => ({ ...revalidateCollection(TAGS.files), beforeOperation: [checkIncomingFile(prefix)] })

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp']

const webp = { format: 'webp' as const, options: { quality: 75 } }

// Large originals are scaled down once; withoutEnlargement keeps small ones as they are.
const resizeOriginal = { width: 2400, height: 2400, fit: 'inside' as const, withoutEnlargement: true }

export const Images: CollectionConfig = {
  slug: 'images',
  labels: { singular: 'Image', plural: 'Images' },
  admin: { group: 'Files', description: 'Photos for news items, the logo and the leaders.' },
  access: uploadAccess,
  hooks: hooksFor('news-photos'),
  upload: {
    ...storage('news-photos', servedPublicly),
    mimeTypes: IMAGE_TYPES,
    resizeOptions: resizeOriginal,
    // Made once at upload and served as they are (docs/decisions/009-fonts-and-pictures.md): the header's emblem at 1x
    // and 2x, the leaders' square, and widths for news cards and the news page's photo (srcSet).
    imageSizes: [
      { name: 'logo', width: 52, height: 52, fit: 'inside', withoutEnlargement: true, formatOptions: webp },
      { name: 'logo2x', width: 104, height: 104, fit: 'inside', withoutEnlargement: true, formatOptions: webp },
      { name: 'small', width: 400, withoutEnlargement: true, formatOptions: webp },
      { name: 'card', width: 640, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'medium', width: 800, withoutEnlargement: true, formatOptions: webp },
      { name: 'large', width: 1280, withoutEnlargement: true, formatOptions: webp },
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
  hooks: hooksFor('gallery-photos'),
  upload: {
    ...storage('gallery-photos', servedPublicly),
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
      // The lightbox: a phone takes the medium one, a wide screen the large (srcSet).
      { name: 'medium', width: 800, height: 800, fit: 'inside', withoutEnlargement: true, formatOptions: webp },
      {
        name: 'large',
        width: 1600,
        height: 1600,
        fit: 'inside',
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 78 } },
      },
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
  hooks: hooksFor('gallery-photos/thumbnails'),
  upload: { ...storage('gallery-photos/thumbnails', servedPublicly), mimeTypes: IMAGE_TYPES },
  fields: [],
}

export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Document', plural: 'Documents' },
  admin: { group: 'Files', description: 'PDF files attached to news items.' },
  access: uploadAccess,
  hooks: hooksFor('news-pdfs'),
  upload: { ...storage('news-pdfs'), mimeTypes: ['application/pdf'] },
  fields: [{ name: 'title', type: 'text', maxLength: 200 }],
}

/**
 * The files a member attaches to a grievance. Private: Payload's own
 * file and REST routes give them to nobody (read: nobody); the grievance desk
 * serves each one itself to the member, admins and, outside the sensitive
 * category, the district's coordinator (src/server/grievances).
 */
export const GrievanceAttachments: CollectionConfig = {
  slug: 'grievance-attachments',
  labels: { singular: 'Grievance attachment', plural: 'Grievance attachments' },
  admin: { group: 'Grievances', hidden: hiddenFromNonAdmins },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  hooks: { beforeOperation: [checkIncomingFile('grievance-attachments')] },
  upload: { ...storage('grievance-attachments'), mimeTypes: ['application/pdf', ...IMAGE_TYPES] },
  fields: [
    // Not required: the file outlives a deleted account, as the case does.
    { name: 'owner', type: 'relationship', relationTo: 'users', index: true },
  ],
}

/** Storage prefixes of spec §7 'File storage', shared by local disk and S3. */
export const UPLOAD_PREFIXES = {
  images: 'news-photos',
  'gallery-images': 'gallery-photos',
  'gallery-thumbnails': 'gallery-photos/thumbnails',
  documents: 'news-pdfs',
  'grievance-attachments': 'grievance-attachments',
} as const
