import { MEDIA_MESSAGES } from '@/features/content/schemas'
import { contentLocale } from '@/platform/http/content-language'
import { route } from '@/platform/http/route'
import { publicNewsItem } from '@/features/content'

export const dynamic = 'force-dynamic'

/** GET /api/news/{id}: one news item of spec §3; 404 for an unknown or malformed id. */
export const GET = route<{ id: string }>(
  async (request, { params }) => Response.json(await publicNewsItem((await params).id, contentLocale(request))),
  {
    failure: MEDIA_MESSAGES.newsItemFailed,
  },
)
