import { MEDIA_MESSAGES } from '@/features/content/schemas'
import { contentLocale } from '@/platform/http/content-language'
import { route } from '@/platform/http/route'
import { publicPhotos } from '@/features/content'

export const dynamic = 'force-dynamic'

/** GET /api/photos: the gallery, newest first, in the photo shape of spec §3. */
export const GET = route(async (request) => Response.json(await publicPhotos(contentLocale(request))), {
  failure: MEDIA_MESSAGES.photosFailed,
})
