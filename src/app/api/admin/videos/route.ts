import { VideoInput } from '@/features/content/schemas'
import { parseInput } from '@/platform/validation/validation'
import { requireUser } from '@/platform/http/guards'
import { json, readJson, route } from '@/platform/http/route'
import { contextOf, createVideo, listVideos } from '@/features/content'

export const dynamic = 'force-dynamic'

/** GET /api/admin/videos (admins): every video, newest first. */
export const GET = route(async (request) => {
  const ctx = await contextOf(await requireUser(request, ['admin']), request)
  return json(await listVideos(ctx))
})

/** POST /api/admin/videos (admins) {title, description, videoUrl} → 201 the created video. */
export const POST = route(async (request) => {
  const ctx = await contextOf(await requireUser(request, ['admin']), request)
  return json(await createVideo(ctx, parseInput(VideoInput, await readJson(request))), 201)
})
