import { requireUser } from '@/platform/http/guards'
import { json, route } from '@/platform/http/route'
import { receiveUpload, uploadHeaders } from '@/platform/uploads/receive-upload'

/**
 * POST /api/admin/upload (admins): multipart/form-data with `file` and `folder`
 * (news-pdfs, news-photos, gallery-photos, gallery-photos/thumbnails) → 201
 * {url, filename, folder, mimeType, size}. The proxy skips this path so the body
 * streams in under our cap, so the route sets the proxy's headers itself, on
 * every answer (uploadHeaders in src/platform/uploads/receive-upload.ts).
 */
export const POST = route(
  async (request) => {
    const admin = await requireUser(request, ['admin'])
    return json(await receiveUpload(admin, request), 201)
  },
  { headers: uploadHeaders },
)
