import { MEDIA_MESSAGES } from '@/domain/media-input'
import { json, route } from '@/server/http'
import { adminContext, idFromPath } from '@/server/media/context'
import { deletePhoto } from '@/server/media/photos'

/** DELETE /api/admin/photos/{id} (admins): the record, its image and its thumbnail. */
export const DELETE = route('admin photo delete', async (request) => {
  const ctx = await adminContext(request)
  if (ctx instanceof Response) return ctx
  await deletePhoto(ctx, idFromPath(request, MEDIA_MESSAGES.photoNotFound))
  return json({ message: MEDIA_MESSAGES.photoDeleted })
})
