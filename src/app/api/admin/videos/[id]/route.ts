import { MEDIA_MESSAGES, VideoInput } from '@/features/content/schemas'
import { parseInput } from '@/platform/validation/validation'
import { requireUser } from '@/platform/http/guards'
import { idParam, json, readJson, reply, route } from '@/platform/http/route'
import { contextOf, deleteVideo, updateVideo } from '@/features/content'

type Params = { id: string }

/** PUT /api/admin/videos/{id} (admins) {title, description, videoUrl} → the updated video. */
export const PUT = route<Params>(async (request, { params }) => {
  const ctx = await contextOf(await requireUser(request, ['admin']), request)
  const id = idParam((await params).id, MEDIA_MESSAGES.videoNotFound)
  return json(await updateVideo(ctx, id, parseInput(VideoInput, await readJson(request))))
})

/** DELETE /api/admin/videos/{id} (admins). */
export const DELETE = route<Params>(async (request, { params }) => {
  const ctx = await contextOf(await requireUser(request, ['admin']), request)
  await deleteVideo(ctx, idParam((await params).id, MEDIA_MESSAGES.videoNotFound))
  return reply(200, MEDIA_MESSAGES.videoDeleted)
})
