import { json, readJson, route } from '@/server/http'
import { adminContext } from '@/server/media/context'
import { createNews, listNews } from '@/server/media/news'

export const dynamic = 'force-dynamic'

/** GET /api/admin/news (admins): every news item of spec §3, newest first. */
export const GET = route('admin news list', async (request) => {
  const ctx = await adminContext(request)
  if (ctx instanceof Response) return ctx
  return json(await listNews(ctx))
})

/** POST /api/admin/news (admins) {title, content, pdfUrl, photoUrl} → 201 the news item. */
export const POST = route('admin news create', async (request) => {
  const ctx = await adminContext(request)
  if (ctx instanceof Response) return ctx
  return json(await createNews(ctx, await readJson(request)), 201)
})
