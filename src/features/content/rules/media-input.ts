import { z } from '../../../platform/validation/zod'
import { cleanText } from '../../../platform/validation/text'
import { NOT_AN_OBJECT } from '../../../platform/validation/messages'
import { whenObject } from '../../../platform/validation/validation'
import { defineMessages, type Message } from '../../../platform/i18n/messages'
import { toEmbedUrl } from './youtube'

/**
 * The bodies of the /admin/media calls (spec §7 'Admin calls'): news, photos and
 * videos, with the messages of spec §5. Files are referred to by the URL the
 * upload endpoint answered; here they are only parsed, the server looks them up.
 */

export const MEDIA_LIMITS = { title: 200, content: 20000, description: 2000, videoUrl: 500 } as const

export const MEDIA_MESSAGES = {
  notAnObject: NOT_AN_OBJECT,
  ...defineMessages('content.media', {
    newsRequired: { en: 'Please fill in all required fields', hi: 'कृपया सभी आवश्यक जानकारी भरें' },
    photoRequired: { en: 'Title and image URL are required', hi: 'शीर्षक और चित्र का URL आवश्यक हैं' },
    videoRequired: { en: 'Title and video URL are required', hi: 'शीर्षक और वीडियो का URL आवश्यक हैं' },
    videoUrl: {
      en: 'Please enter a video URL starting with http:// or https://',
      hi: 'कृपया http:// या https:// से शुरू होने वाला वीडियो URL लिखें',
    },
    titleTooLong: {
      en: `The title must be at most ${MEDIA_LIMITS.title} characters`,
      hi: `शीर्षक अधिक से अधिक ${MEDIA_LIMITS.title} अक्षरों का हो सकता है`,
    },
    contentTooLong: {
      en: `The content must be at most ${MEDIA_LIMITS.content} characters`,
      hi: `सामग्री अधिक से अधिक ${MEDIA_LIMITS.content} अक्षरों की हो सकती है`,
    },
    descriptionTooLong: {
      en: `The description must be at most ${MEDIA_LIMITS.description} characters`,
      hi: `विवरण अधिक से अधिक ${MEDIA_LIMITS.description} अक्षरों का हो सकता है`,
    },
    videoUrlTooLong: {
      en: `The video URL must be at most ${MEDIA_LIMITS.videoUrl} characters`,
      hi: `वीडियो URL अधिक से अधिक ${MEDIA_LIMITS.videoUrl} अक्षरों का हो सकता है`,
    },
    pdfUrl: { en: 'The PDF must be a file uploaded to news-pdfs.', hi: 'PDF, news-pdfs में अपलोड की गई फ़ाइल होनी चाहिए।' },
    photoUrl: { en: 'The photo must be an image uploaded to news-photos.', hi: 'फ़ोटो, news-photos में अपलोड किया गया चित्र होना चाहिए।' },
    imageUrl: { en: 'The image must be a file uploaded to gallery-photos.', hi: 'चित्र, gallery-photos में अपलोड की गई फ़ाइल होनी चाहिए।' },
    thumbnailUrl: {
      en: 'The thumbnail must be an image uploaded to gallery-photos/thumbnails.',
      hi: 'छोटा चित्र, gallery-photos/thumbnails में अपलोड किया गया चित्र होना चाहिए।',
    },
    newsNotFound: { en: 'News item not found', hi: 'समाचार नहीं मिला' },
    photoNotFound: { en: 'Photo not found', hi: 'फ़ोटो नहीं मिला' },
    videoNotFound: { en: 'Video not found', hi: 'वीडियो नहीं मिला' },
    newsDeleted: { en: 'News item deleted', hi: 'समाचार हटा दिया गया' },
    photoDeleted: { en: 'Photo deleted', hi: 'फ़ोटो हटा दिया गया' },
    videoDeleted: { en: 'Video deleted', hi: 'वीडियो हटा दिया गया' },
    // The 500s of the public lists (GET /api/news, /api/news/{id}, /api/photos, /api/videos), as the pages word them.
    newsFailed: { en: 'Failed to fetch news items', hi: 'समाचार नहीं मिल सके' },
    newsItemFailed: { en: 'Failed to fetch news details', hi: 'समाचार का विवरण नहीं मिल सका' },
    photosFailed: { en: 'Failed to fetch photos', hi: 'फ़ोटो नहीं मिल सकीं' },
    videosFailed: { en: 'Failed to fetch videos', hi: 'वीडियो नहीं मिल सके' },
  }),
}

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
const mediaText = (max: number, message: Message) => z.preprocess(text, z.string().max(max, message.token))

/** A file field's URL read as the stored file name (FileField without false): anything else is `message`. */
const fileUrl = (slug: string, message: Message) =>
  z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      const name = fileNameFromUrl(raw, slug)
      if (name !== false) return name
      ctx.issues.push({ code: 'custom', message: message.token, input: raw })
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
    { error: MEDIA_MESSAGES.notAnObject.token },
  )
  .refine((value) => value.title !== '' && value.content !== '', { message: MEDIA_MESSAGES.newsRequired.token, when: whenObject })
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
          ctx.issues.push({ code: 'custom', message: MEDIA_MESSAGES.imageUrl.token, input: raw })
          return z.NEVER
        }),
      thumbnailUrl: fileUrl('gallery-thumbnails', MEDIA_MESSAGES.thumbnailUrl).transform((name) => name ?? null),
    },
    { error: MEDIA_MESSAGES.notAnObject.token },
  )
  .refine((value) => value.title !== '' && value.imageUrl !== '', { message: MEDIA_MESSAGES.photoRequired.token, when: whenObject })
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
          .refine((url) => url === '' || isWebUrl(url), MEDIA_MESSAGES.videoUrl.token)
          .transform((url) => (url === '' ? url : toEmbedUrl(url)))
          .pipe(z.string().max(MEDIA_LIMITS.videoUrl, MEDIA_MESSAGES.videoUrlTooLong.token)),
      ),
      description: mediaText(MEDIA_LIMITS.description, MEDIA_MESSAGES.descriptionTooLong).transform((description) => description || null),
    },
    { error: MEDIA_MESSAGES.notAnObject.token },
  )
  .refine((value) => value.title !== '' && value.videoUrl !== '', { message: MEDIA_MESSAGES.videoRequired.token, when: whenObject })
export type VideoInput = z.output<typeof VideoInput>
