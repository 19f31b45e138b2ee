import { MEDIA_MESSAGES } from '@/features/content/schemas'
import { getVideos } from '@/features/content'
import { contentLocale } from '@/platform/http/content-language'
import { route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/videos: the video gallery, newest first, in the video shape of spec §3. */
export const GET = route(async (request) => Response.json(await getVideos(contentLocale(request))), {
  failure: MEDIA_MESSAGES.videosFailed,
})
