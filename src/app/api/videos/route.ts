import { getVideos } from '@/lib/queries'
import { route } from '@/server/http'

export const dynamic = 'force-dynamic'

/** GET /api/videos: the video gallery, newest first, in the video shape of spec §3. */
export const GET = route(async () => Response.json(await getVideos()), { failure: 'Failed to fetch videos' })
