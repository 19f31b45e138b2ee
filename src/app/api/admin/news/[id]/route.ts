import { MEDIA_MESSAGES } from '@/domain/media-input'
import { json, readJson, route } from '@/server/http'
import { adminContext, idFromPath } from '@/server/media/context'
import { deleteNews, updateNews } from '@/server/media/news'

/** PUT /api/admin/news/{id} (admins) {title, content, pdfUrl, photoUrl} → the news item; replaced or removed files are deleted. */
export const PUT = route('admin news update', async (request) => {
  const ctx = await adminContext(request)
  if (ctx instanceof Response) return ctx
  const id = idFromPath(request, MEDIA_MESSAGES.newsNotFound)
  return json(await updateNews(ctx, id, await readJson(request)))
})

/** DELETE /api/admin/news/{id} (admins): the item and its files. */
export const DELETE = route('admin news delete', async (request) => {
  const ctx = await adminContext(request)
  if (ctx instanceof Response) return ctx
  await deleteNews(ctx, idFromPath(request, MEDIA_MESSAGES.newsNotFound))
  return json({ message: MEDIA_MESSAGES.newsDeleted })
})
