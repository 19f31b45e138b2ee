import { log, requestIdOf } from '@/lib/log'
import { getNewsList } from '@/lib/queries'

export const dynamic = 'force-dynamic'

/** GET /api/news: every news item, newest first (spec §7). */
export async function GET(req: Request) {
  try {
    return Response.json(await getNewsList())
  } catch (err) {
    log.error('GET /api/news failed', { requestId: requestIdOf(req), error: String(err) })
    return Response.json({ message: 'Failed to fetch news items' }, { status: 500 })
  }
}
