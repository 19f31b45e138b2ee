import { log, requestIdOf } from '@/lib/log'
import { getNewsItem } from '@/lib/queries'
import type { NewsItem } from '@/presenters/news'

export const dynamic = 'force-dynamic'

/** GET /api/news/{id}: one news item of spec §3; 404 for an unknown or malformed id. */
export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  try {
    const item = await getNewsItem(id)
    if (!item) return Response.json({ message: 'News item not found' }, { status: 404 })
    // getNewsItem also carries the photo's size for the page; the API keeps to the spec's fields.
    const body: NewsItem = { id: item.id, title: item.title, content: item.content, date: item.date, pdfUrl: item.pdfUrl, photoUrl: item.photoUrl }
    return Response.json(body)
  } catch (err) {
    log.error('GET /api/news/{id} failed', { requestId: requestIdOf(req), id, error: String(err) })
    return Response.json({ message: 'Failed to fetch news details' }, { status: 500 })
  }
}
