import { z } from '../../../platform/validation/zod'
import { cleanText, NOT_AN_OBJECT } from '../../../platform/validation/text'
import { whenObject } from '../../../platform/validation/validation'
import { toEmbedUrl } from './youtube'

/**
 * The bodies of the /admin/media calls (spec §7 'Admin calls'): news, photos and
 * videos, with the messages of spec §5. Files are referred to by the URL the
 * upload endpoint answered; here they are only parsed, the server looks them up.
 */

export const MEDIA_LIMITS = { title: 200, content: 20000, description: 2000, videoUrl: 500 } as const

export const MEDIA_MESSAGES = {
  notAnObject: NOT_AN_OBJECT,
  newsRequired: 'Please fill in all required fields',
  photoRequired: 'Title and image URL are required',
  videoRequired: 'Title and video URL are required',
  videoUrl: 'Please enter a video URL starting with http:// or https://',
  titleTooLong: `The title must be at most ${MEDIA_LIMITS.title} characters`,
  contentTooLong: `The content must be at most ${MEDIA_LIMITS.content} characters`,
  descriptionTooLong: `The description must be at most ${MEDIA_LIMITS.description} characters`,
  videoUrlTooLong: `The video URL must be at most ${MEDIA_LIMITS.videoUrl} characters`,
  pdfUrl: 'The PDF must be a file uploaded to news-pdfs.',
  photoUrl: 'The photo must be an image uploaded to news-photos.',
  imageUrl: 'The image must be a file uploaded to gallery-photos.',
  thumbnailUrl: 'The thumbnail must be an image uploaded to gallery-photos/thumbnails.',
  newsNotFound: 'News item not found',
  photoNotFound: 'Photo not found',
  videoNotFound: 'Video not found',
  newsDeleted: 'News item deleted',
  photoDeleted: 'Photo deleted',
  videoDeleted: 'Video deleted',
} as const

/** Payload's REST route (payload.config.ts routes.api): uploads are served at API/<slug>/file/<filename>. */
export const FILE_ROUTE = '/cms-api'

/**
 * A file field of a request: undefined when absent (keep what is stored, on an
 * edit), null for none (null or ''), a stored file name, or false when the value
 * is not a URL of that collection's files.
 */
export type FileField = undefined | null | string | false

// With S3, Payload's URLs in documents end in `?prefix=<storage folder>` (the file is found by name without it).
const S3_PREFIX_QUERY = /\?prefix=[\w%.-]{1,100}$/

/**
 * The file name in `/cms-api/<slug>/file/<filename>`, as the upload endpoint
 * answers it (and as the lists give it back, with S3 followed by `?prefix=...`).
 */
export function fileNameFromUrl(value: unknown, slug: string): FileField {
  if (value === undefined) return undefined
  if (value === null || value === '') return null
  if (typeof value !== 'string') return false
  const prefix = `${FILE_ROUTE}/${slug}/file/`
  if (!value.startsWith(prefix)) return false
  const encoded = value.slice(prefix.length).replace(S3_PREFIX_QUERY, '')
  if (!encoded || encoded.length > 300 || /[/?#\\]/.test(encoded)) return false
  try {
    const name = decodeURIComponent(encoded)
    return /[/\\\u0000]/.test(name) || name === '.' || name === '..' ? false : name
  } catch {
    return false
  }
}

const text = (raw: unknown): string => {
  const value = cleanText(raw)
  return typeof value === 'string' ? value : ''
}

/** Trimmed text ('' when missing or not text: the required check of each input says so for all its fields at once). */
const mediaText = (max: number, message: string) => z.preprocess(text, z.string().max(max, message))

/** A file field's URL read as the stored file name (FileField without false): anything else is `message`. */
const fileUrl = (slug: string, message: string) =>
  z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      const name = fileNameFromUrl(raw, slug)
      if (name !== false) return name
      ctx.issues.push({ code: 'custom', message, input: raw })
      return z.NEVER
    })

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname)
  } catch {
    return false
  }
}

/**
 * {title, content, pdfUrl, photoUrl} (spec §5 'News'): title and content required
 * (one message for both, before any other); pdfUrl and photoUrl come out as file
 * names (undefined: keep the stored file, null: none).
 */
export const NewsInput = z
  .object(
    {
      title: mediaText(MEDIA_LIMITS.title, MEDIA_MESSAGES.titleTooLong),
      content: mediaText(MEDIA_LIMITS.content, MEDIA_MESSAGES.contentTooLong),
      pdfUrl: fileUrl('documents', MEDIA_MESSAGES.pdfUrl),
      photoUrl: fileUrl('images', MEDIA_MESSAGES.photoUrl),
    },
    { error: MEDIA_MESSAGES.notAnObject },
  )
  .refine((value) => value.title !== '' && value.content !== '', { message: MEDIA_MESSAGES.newsRequired, when: whenObject })
export type NewsInput = z.output<typeof NewsInput>

/** {title, imageUrl, thumbnailUrl}: a title and a gallery image; the thumbnail is optional (Payload makes one). */
export const PhotoInput = z
  .object(
    {
      title: mediaText(MEDIA_LIMITS.title, MEDIA_MESSAGES.titleTooLong),
      imageUrl: z
        .unknown()
        .optional()
        .transform((raw, ctx): string => {
          if (raw === undefined || raw === null || raw === '') return ''
          const name = fileNameFromUrl(raw, 'gallery-images')
          if (name) return name
          ctx.issues.push({ code: 'custom', message: MEDIA_MESSAGES.imageUrl, input: raw })
          return z.NEVER
        }),
      thumbnailUrl: fileUrl('gallery-thumbnails', MEDIA_MESSAGES.thumbnailUrl).transform((name) => name ?? null),
    },
    { error: MEDIA_MESSAGES.notAnObject },
  )
  .refine((value) => value.title !== '' && value.imageUrl !== '', { message: MEDIA_MESSAGES.photoRequired, when: whenObject })
export type PhotoInput = z.output<typeof PhotoInput>

/** {title, videoUrl, description}: title and an http(s) URL required; YouTube links become the embed form. */
export const VideoInput = z
  .object(
    {
      title: mediaText(MEDIA_LIMITS.title, MEDIA_MESSAGES.titleTooLong),
      videoUrl: z.preprocess(
        text,
        z
          .string()
          .refine((url) => url === '' || isWebUrl(url), MEDIA_MESSAGES.videoUrl)
          .transform((url) => (url === '' ? url : toEmbedUrl(url)))
          .pipe(z.string().max(MEDIA_LIMITS.videoUrl, MEDIA_MESSAGES.videoUrlTooLong)),
      ),
      description: mediaText(MEDIA_LIMITS.description, MEDIA_MESSAGES.descriptionTooLong).transform((description) => description || null),
    },
    { error: MEDIA_MESSAGES.notAnObject },
  )
  .refine((value) => value.title !== '' && value.videoUrl !== '', { message: MEDIA_MESSAGES.videoRequired, when: whenObject })
export type VideoInput = z.output<typeof VideoInput>
