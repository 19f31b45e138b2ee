import { json, readJson, route } from '@/server/http'
import { adminContext } from '@/server/media/context'
import { createVideo, listVideos } from '@/server/media/videos'

export const dynamic = 'force-dynamic'

/** GET /api/admin/videos (admins): every video, newest first. */
export const GET = route('admin videos list', async (request) => {
  const ctx = await adminContext(request)
  if (ctx instanceof Response) return ctx
  return json(await listVideos(ctx))
})

/** POST /api/admin/videos (admins) {title, description, videoUrl} → 201 the created video. */
export const POST = route('admin video create', async (request) => {
  const ctx = await adminContext(request)
  if (ctx instanceof Response) return ctx
  return json(await createVideo(ctx, await readJson(request)), 201)
})
