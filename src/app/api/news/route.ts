import { getPayloadClient } from '@/lib/payload'
import { presentNews } from '@/presenters/news'

/** GET /api/news: every news item, newest first (spec §7). */
export async function GET() {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'news', sort: '-date', pagination: false, depth: 1 })
  return Response.json(docs.map(presentNews))
}
