import { json, readJson, route } from '@/server/http'
import { adminContext } from '@/server/media/context'
import { createPhoto, listPhotos } from '@/server/media/photos'

export const dynamic = 'force-dynamic'

/** GET /api/admin/photos (admins): the gallery, newest first. */
export const GET = route('admin photos list', async (request) => {
  const ctx = await adminContext(request)
  if (ctx instanceof Response) return ctx
  return json(await listPhotos(ctx))
})

/** POST /api/admin/photos (admins) {title, imageUrl, thumbnailUrl} → 201 the photo (with thumbnailUrl). */
export const POST = route('admin photo create', async (request) => {
  const ctx = await adminContext(request)
  if (ctx instanceof Response) return ctx
  return json(await createPhoto(ctx, await readJson(request)), 201)
})
