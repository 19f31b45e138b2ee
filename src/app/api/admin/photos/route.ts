import { PhotoInput } from '@/features/content/schemas'
import { parseInput } from '@/platform/validation/validation'
import { requireUser } from '@/platform/http/guards'
import { json, readJson, route } from '@/platform/http/route'
import { contextOf, createPhoto, listPhotos } from '@/features/content'

export const dynamic = 'force-dynamic'

/** GET /api/admin/photos (admins): the gallery, newest first. */
export const GET = route(async (request) => {
  const ctx = await contextOf(await requireUser(request, ['admin']), request)
  return json(await listPhotos(ctx))
})

/** POST /api/admin/photos (admins) {title, imageUrl, thumbnailUrl} → 201 the photo (with thumbnailUrl). */
export const POST = route(async (request) => {
  const ctx = await contextOf(await requireUser(request, ['admin']), request)
  return json(await createPhoto(ctx, parseInput(PhotoInput, await readJson(request))), 201)
})
