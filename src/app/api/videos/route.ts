import { log, requestIdOf } from '@/lib/log'
import { getVideos } from '@/lib/queries'

export const dynamic = 'force-dynamic'

/** GET /api/videos: the video gallery, newest first, in the video shape of spec §3. */
export async function GET(req: Request) {
  try {
    return Response.json(await getVideos())
  } catch (err) {
    log.error('GET /api/videos failed', { requestId: requestIdOf(req), error: String(err) })
    return Response.json({ message: 'Failed to fetch videos' }, { status: 500 })
  }
}
