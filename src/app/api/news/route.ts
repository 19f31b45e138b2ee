import { getNewsList } from '@/lib/queries'
import { route } from '@/server/http'

export const dynamic = 'force-dynamic'

/** GET /api/news: every news item, newest first (spec §7). */
export const GET = route(async () => Response.json(await getNewsList()), { failure: 'Failed to fetch news items' })
