import { MEDIA_MESSAGES } from '@/features/content/schemas'
import { contentLocale } from '@/platform/http/content-language'
import { route } from '@/platform/http/route'
import { publicNews } from '@/features/content'

export const dynamic = 'force-dynamic'

/** GET /api/news: every news item, newest first (spec §7); in Hindi with ?lang=hi (alias ?locale=hi) or Accept-Language: hi. */
export const GET = route(async (request) => Response.json(await publicNews(contentLocale(request))), {
  failure: MEDIA_MESSAGES.newsFailed,
})
