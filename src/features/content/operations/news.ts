import { PUBLISHED } from '@/platform/payload/content-desk'
import { MEDIA_MESSAGES, type FileField, type NewsInput } from '@/features/content/rules/media-input'
import { log } from '@/platform/log'
import type { News } from '@/payload-types'
import { presentNews, type NewsItem } from '@/features/content/presenters/news'
import { HttpError } from '../../../platform/http/route'
import type { Message } from '../../../platform/i18n/messages'
import type { AdminContext } from './context'
import { deleteItem } from './delete-item'
import { findUpload } from '../../../platform/uploads/files'
import type { UploadSlug } from '../../../platform/uploads/folders'
import { relationId } from '../../../platform/uploads/references'

/**
 * News for /admin/media (spec §7 'Admin calls'). Writes go through the Local
 * API, so the collection hooks expire the public pages' cache at once and
 * release a PDF or photo that an edit replaces or removes, or that belonged to a
 * deleted item (src/platform/uploads/release-files.ts), as they do for an edit in /cms.
 */

/**
 * Every published news item, newest first, read fresh from the database. Drafts
 * belong to the CMS's content desk (an item being written, or an empty one its
 * autosave started), not to this list of what the site shows.
 */
export async function listNews({ payload }: AdminContext): Promise<NewsItem[]> {
  const { docs } = await payload.find({
    collection: 'news',
    where: PUBLISHED,
    sort: ['-date', '-id'],
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map(presentNews)
}

async function findNews({ payload }: AdminContext, id: number): Promise<News> {
  const { docs } = await payload.find({ collection: 'news', where: { id: { equals: id } }, limit: 1, depth: 0, overrideAccess: true })
  if (!docs[0]) throw new HttpError(404, MEDIA_MESSAGES.newsNotFound)
  return docs[0]
}

/** The upload id a file field asks for: `current` when absent, none for null, else the uploaded file of that name. */
async function fileFor(ctx: AdminContext, slug: UploadSlug, field: FileField, message: Message, current: number | null) {
  if (field === undefined) return current
  if (!field) return null
  return findUpload(ctx.payload, slug, field, message)
}

export async function createNews(ctx: AdminContext, input: NewsInput): Promise<NewsItem> {
  const pdf = await fileFor(ctx, 'documents', input.pdfUrl, MEDIA_MESSAGES.pdfUrl, null)
  const photo = await fileFor(ctx, 'images', input.photoUrl, MEDIA_MESSAGES.photoUrl, null)
  const doc = await ctx.payload.create({
    collection: 'news',
    data: { title: input.title, content: input.content, date: new Date().toISOString(), pdf, photo },
    depth: 1,
    overrideAccess: true,
  })
  log.info({ requestId: ctx.requestId, userId: ctx.userId, newsId: doc.id, pdf, photo }, 'news created')
  return presentNews(doc)
}

/** Changes title, content and files; the date stays. A file field left out keeps the stored file. */
export async function updateNews(ctx: AdminContext, id: number, input: NewsInput): Promise<NewsItem> {
  const existing = await findNews(ctx, id)
  const before = { pdf: relationId(existing.pdf), photo: relationId(existing.photo) }
  const pdf = await fileFor(ctx, 'documents', input.pdfUrl, MEDIA_MESSAGES.pdfUrl, before.pdf)
  const photo = await fileFor(ctx, 'images', input.photoUrl, MEDIA_MESSAGES.photoUrl, before.photo)
  const doc = await ctx.payload.update({
    collection: 'news',
    id,
    data: { title: input.title, content: input.content, pdf, photo },
    depth: 1,
    overrideAccess: true,
  })
  log.info({ requestId: ctx.requestId, userId: ctx.userId, newsId: id, pdf, photo }, 'news updated')
  return presentNews(doc)
}

export async function deleteNews(ctx: AdminContext, id: number): Promise<void> {
  await deleteItem(ctx, 'news', id, MEDIA_MESSAGES.newsNotFound)
  log.info({ requestId: ctx.requestId, userId: ctx.userId, newsId: id }, 'news deleted')
}
