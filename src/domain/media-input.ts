import { cleanText, isPlainObject } from './text'
import { toEmbedUrl } from './youtube'

/**
 * The bodies of the /admin/media calls (spec §7 'Admin calls'): news, photos and
 * videos, with the messages of spec §5. Files are referred to by the URL the
 * upload endpoint answered; here they are only parsed, the server looks them up.
 */

export const MEDIA_LIMITS = { title: 200, content: 20000, description: 2000, videoUrl: 500 } as const

export const MEDIA_MESSAGES = {
  notAnObject: 'Please send the form fields as a JSON object.',
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

type Result<T> = { ok: true; value: T } | { ok: false; message: string }
const fail = (message: string): { ok: false; message: string } => ({ ok: false, message })

const text = (raw: unknown): string => {
  const value = cleanText(raw)
  return typeof value === 'string' ? value : ''
}

export type NewsInput = { title: string; content: string; pdf: FileField; photo: FileField }

/** {title, content, pdfUrl, photoUrl}: title and content required (spec §5 'News'). */
export function validateNews(body: unknown): Result<NewsInput> {
  if (!isPlainObject(body)) return fail(MEDIA_MESSAGES.notAnObject)
  const title = text(body.title)
  const content = text(body.content)
  if (!title || !content) return fail(MEDIA_MESSAGES.newsRequired)
  if (title.length > MEDIA_LIMITS.title) return fail(MEDIA_MESSAGES.titleTooLong)
  if (content.length > MEDIA_LIMITS.content) return fail(MEDIA_MESSAGES.contentTooLong)
  const pdf = fileNameFromUrl(body.pdfUrl, 'documents')
  if (pdf === false) return fail(MEDIA_MESSAGES.pdfUrl)
  const photo = fileNameFromUrl(body.photoUrl, 'images')
  if (photo === false) return fail(MEDIA_MESSAGES.photoUrl)
  return { ok: true, value: { title, content, pdf, photo } }
}

export type PhotoInput = { title: string; image: string; thumbnail: string | null }

/** {title, imageUrl, thumbnailUrl}: a title and a gallery image; the thumbnail is optional (Payload makes one). */
export function validatePhoto(body: unknown): Result<PhotoInput> {
  if (!isPlainObject(body)) return fail(MEDIA_MESSAGES.notAnObject)
  const title = text(body.title)
  if (!title || body.imageUrl === undefined || body.imageUrl === null || body.imageUrl === '') return fail(MEDIA_MESSAGES.photoRequired)
  if (title.length > MEDIA_LIMITS.title) return fail(MEDIA_MESSAGES.titleTooLong)
  const image = fileNameFromUrl(body.imageUrl, 'gallery-images')
  if (!image) return fail(MEDIA_MESSAGES.imageUrl)
  const thumbnail = fileNameFromUrl(body.thumbnailUrl, 'gallery-thumbnails')
  if (thumbnail === false) return fail(MEDIA_MESSAGES.thumbnailUrl)
  return { ok: true, value: { title, image, thumbnail: thumbnail ?? null } }
}

export type VideoInput = { title: string; description: string | null; videoUrl: string }

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname)
  } catch {
    return false
  }
}

/** {title, description, videoUrl}: title and an http(s) URL required; YouTube links become the embed form. */
export function validateVideo(body: unknown): Result<VideoInput> {
  if (!isPlainObject(body)) return fail(MEDIA_MESSAGES.notAnObject)
  const title = text(body.title)
  const rawUrl = text(body.videoUrl)
  if (!title || !rawUrl) return fail(MEDIA_MESSAGES.videoRequired)
  if (title.length > MEDIA_LIMITS.title) return fail(MEDIA_MESSAGES.titleTooLong)
  if (!isWebUrl(rawUrl)) return fail(MEDIA_MESSAGES.videoUrl)
  const videoUrl = toEmbedUrl(rawUrl)
  if (videoUrl.length > MEDIA_LIMITS.videoUrl) return fail(MEDIA_MESSAGES.videoUrlTooLong)
  const description = text(body.description)
  if (description.length > MEDIA_LIMITS.description) return fail(MEDIA_MESSAGES.descriptionTooLong)
  return { ok: true, value: { title, description: description || null, videoUrl } }
}
