import { MEDIA_MESSAGES } from '@/domain/media-input'
import { json, readJson, route } from '@/server/http'
import { adminContext, idFromPath } from '@/server/media/context'
import { deleteVideo, updateVideo } from '@/server/media/videos'

/** PUT /api/admin/videos/{id} (admins) {title, description, videoUrl} → the updated video. */
export const PUT = route('admin video update', async (request) => {
  const ctx = await adminContext(request)
  if (ctx instanceof Response) return ctx
  const id = idFromPath(request, MEDIA_MESSAGES.videoNotFound)
  return json(await updateVideo(ctx, id, await readJson(request)))
})

/** DELETE /api/admin/videos/{id} (admins). */
export const DELETE = route('admin video delete', async (request) => {
  const ctx = await adminContext(request)
  if (ctx instanceof Response) return ctx
  await deleteVideo(ctx, idFromPath(request, MEDIA_MESSAGES.videoNotFound))
  return json({ message: MEDIA_MESSAGES.videoDeleted })
})
