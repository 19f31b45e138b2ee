import { getVideos } from '@/lib/queries'
import { contentLocale } from '@/server/content-language'
import { route } from '@/server/http'

export const dynamic = 'force-dynamic'

/** GET /api/videos: the video gallery, newest first, in the video shape of spec §3. */
export const GET = route(async (request) => Response.json(await getVideos(contentLocale(request))), { failure: 'Failed to fetch videos' })
