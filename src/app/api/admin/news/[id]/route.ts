import { MEDIA_MESSAGES, NewsInput } from '@/features/content/schemas'
import { parseInput } from '@/platform/validation/validation'
import { requireUser } from '@/platform/http/guards'
import { idParam, json, readJson, reply, route } from '@/platform/http/route'
import { contextOf, deleteNews, updateNews } from '@/features/content'

type Params = { id: string }

/** PUT /api/admin/news/{id} (admins) {title, content, pdfUrl, photoUrl} → the news item; replaced or removed files are deleted. */
export const PUT = route<Params>(async (request, { params }) => {
  const ctx = await contextOf(await requireUser(request, ['admin']), request)
  const id = idParam((await params).id, MEDIA_MESSAGES.newsNotFound)
  return json(await updateNews(ctx, id, parseInput(NewsInput, await readJson(request))))
})

/** DELETE /api/admin/news/{id} (admins): the item and its files. */
export const DELETE = route<Params>(async (request, { params }) => {
  const ctx = await contextOf(await requireUser(request, ['admin']), request)
  await deleteNews(ctx, idParam((await params).id, MEDIA_MESSAGES.newsNotFound))
  return reply(200, MEDIA_MESSAGES.newsDeleted)
})
