import type { UploadFolder } from '@/platform/uploads/file-types'
import { UPLOAD_PREFIXES } from '@/platform/uploads/collections'

/** The upload collections behind the storage folders. */
export type UploadSlug = keyof typeof UPLOAD_PREFIXES

/** Folder → collection: the inverse of UPLOAD_PREFIXES, which both local disk and S3 use as the path prefix. */
export const COLLECTION_OF = Object.fromEntries(Object.entries(UPLOAD_PREFIXES).map(([slug, prefix]) => [prefix, slug])) as Record<
  UploadFolder,
  UploadSlug
>
