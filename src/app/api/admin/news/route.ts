import { NewsInput } from '@/features/content/schemas'
import { parseInput } from '@/platform/validation/validation'
import { requireUser } from '@/platform/http/guards'
import { json, readJson, route } from '@/platform/http/route'
import { contextOf, createNews, listNews } from '@/features/content'

export const dynamic = 'force-dynamic'

/** GET /api/admin/news (admins): every news item of spec §3, newest first. */
export const GET = route(async (request) => {
  const ctx = await contextOf(await requireUser(request, ['admin']), request)
  return json(await listNews(ctx))
})

/** POST /api/admin/news (admins) {title, content, pdfUrl, photoUrl} → 201 the news item. */
export const POST = route(async (request) => {
  const ctx = await contextOf(await requireUser(request, ['admin']), request)
  return json(await createNews(ctx, parseInput(NewsInput, await readJson(request))), 201)
})
