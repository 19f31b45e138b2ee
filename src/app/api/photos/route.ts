import { log, requestIdOf } from '@/lib/log'
import { getPhotos } from '@/lib/queries'
import type { PhotoItem } from '@/presenters/media'

export const dynamic = 'force-dynamic'

/** GET /api/photos: the gallery, newest first, in the photo shape of spec §3. */
export async function GET(req: Request) {
  try {
    const photos = await getPhotos()
    // getPhotos also carries pixel sizes and alt text for the page; the API keeps to the spec's fields.
    const body: PhotoItem[] = photos.map(({ id, title, imageUrl, thumbnailUrl, uploadDate }) => ({ id, title, imageUrl, thumbnailUrl, uploadDate }))
    return Response.json(body)
  } catch (err) {
    log.error('GET /api/photos failed', { requestId: requestIdOf(req), error: String(err) })
    return Response.json({ message: 'Failed to fetch photos' }, { status: 500 })
  }
}
