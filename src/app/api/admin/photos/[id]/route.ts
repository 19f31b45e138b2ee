import { MEDIA_MESSAGES } from '@/features/content/schemas'
import { requireUser } from '@/platform/http/guards'
import { idParam, reply, route } from '@/platform/http/route'
import { contextOf, deletePhoto } from '@/features/content'

/** DELETE /api/admin/photos/{id} (admins): the record, its image and its thumbnail. */
export const DELETE = route<{ id: string }>(async (request, { params }) => {
  const ctx = await contextOf(await requireUser(request, ['admin']), request)
  await deletePhoto(ctx, idParam((await params).id, MEDIA_MESSAGES.photoNotFound))
  return reply(200, MEDIA_MESSAGES.photoDeleted)
})
