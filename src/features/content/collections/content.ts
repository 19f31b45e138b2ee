import type { CollectionConfig } from 'payload'

import { anyone, staff } from '../../../platform/access/roles'
import { MEDIA_LIMITS } from '../rules/media-input'
import { toEmbedUrl } from '../rules/youtube'
import { releaseFiles } from '../../../platform/uploads/release-files'
import { revalidateCollection, TAGS } from '../../../platform/cache/revalidate'
import { withContentDesk } from '../../../platform/payload/content-desk'
import { localizedText } from '../../../platform/payload/localized'

const publicContentAccess = { read: anyone, create: staff, update: staff, delete: staff }
const today = () => new Date().toISOString()

type HookSet = ReturnType<typeof revalidateCollection>
const hookSets = (...sets: HookSet[]): HookSet => ({
  afterChange: sets.flatMap((s) => s.afterChange),
  afterDelete: sets.flatMap((s) => s.afterDelete),
})

export const News: CollectionConfig = withContentDesk({
  slug: 'news',
  labels: { singular: 'News item', plural: 'News & Events' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date'],
    group: 'Content',
    description:
      'News and events on the News page and the home page, newest date first. A PDF (e.g. a government order) and a photo are optional.',
  },
  access: publicContentAccess,
  defaultSort: '-date',
  // Whoever edits (the admin pages, /cms, the REST API): files let go of leave storage, the public cache expires.
  hooks: hookSets(releaseFiles('newsId', { pdf: 'documents', photo: 'images' }), revalidateCollection(TAGS.news)),
  fields: [
    localizedText({ name: 'title', type: 'text', required: true, maxLength: MEDIA_LIMITS.title }),
    localizedText({
      name: 'content',
      type: 'textarea',
      required: true,
      maxLength: MEDIA_LIMITS.content,
      admin: { description: 'Plain text. Each line break starts a new paragraph on the site. Required in English.', rows: 12 },
    }),
    {
      name: 'date',
      type: 'date',
      required: true,
      defaultValue: today,
      index: true,
      admin: { description: 'The date shown on the item. News is listed by this date.' },
    },
    {
      name: 'pdf',
      label: 'PDF document',
      type: 'upload',
      relationTo: 'documents',
      admin: { description: 'Optional. Readers can open it from the news page.' },
    },
    { name: 'photo', type: 'upload', relationTo: 'images', admin: { description: 'Optional. Shown at the top of the news item.' } },
  ],
})

export const Photos: CollectionConfig = {
  slug: 'photos',
  labels: { singular: 'Photo', plural: 'Photo Gallery' },
  hooks: hookSets(releaseFiles('photoId', { image: 'gallery-images', thumbnail: 'gallery-thumbnails' }), revalidateCollection(TAGS.photos)),
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'uploadDate'],
    group: 'Content',
    description:
      'Photos on the Photo Gallery page, newest first. Upload the photo itself in the Image field; a small copy for the grid is made automatically.',
  },
  access: publicContentAccess,
  defaultSort: '-uploadDate',
  fields: [
    localizedText({ name: 'title', type: 'text', required: true, maxLength: MEDIA_LIMITS.title }),
    { name: 'image', type: 'upload', relationTo: 'gallery-images', required: true },
    {
      name: 'thumbnail',
      type: 'upload',
      relationTo: 'gallery-thumbnails',
      admin: { description: 'Optional. Without one, a small copy of the image is made automatically.' },
    },
    { name: 'uploadDate', type: 'date', required: true, defaultValue: today, index: true },
  ],
}

export const Videos: CollectionConfig = {
  slug: 'videos',
  labels: { singular: 'Video', plural: 'Video Gallery' },
  hooks: revalidateCollection(TAGS.videos),
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'uploadDate'],
    group: 'Content',
    description:
      "YouTube videos on the Video Gallery page, newest first. Paste the link from YouTube's Share button; it is turned into a player automatically.",
  },
  access: publicContentAccess,
  defaultSort: '-uploadDate',
  fields: [
    localizedText({ name: 'title', type: 'text', required: true, maxLength: MEDIA_LIMITS.title }),
    localizedText({ name: 'description', type: 'textarea', maxLength: MEDIA_LIMITS.description }),
    {
      name: 'videoUrl',
      label: 'Video URL',
      type: 'text',
      required: true,
      maxLength: MEDIA_LIMITS.videoUrl,
      admin: { description: 'Enter a YouTube video URL. It is stored in embed form.' },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? toEmbedUrl(value) : value)] },
    },
    { name: 'uploadDate', type: 'date', required: true, defaultValue: today, index: true },
  ],
}
