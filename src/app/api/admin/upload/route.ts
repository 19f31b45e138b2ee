import { getEnv } from '@/config/env'
import { log, requestIdOf } from '@/lib/log'
import { getPayloadClient } from '@/lib/payload'
import { commonSecurityHeaders } from '@/lib/security-headers'
import { requireUser } from '@/server/auth'
import { HttpError, json, route } from '@/server/http'
import { readUploadForm } from '@/server/media/multipart'
import { storeUpload } from '@/server/media/uploads'

/**
 * POST /api/admin/upload (admins): multipart/form-data with `file` and `folder`
 * (news-pdfs, news-photos, gallery-photos, gallery-photos/thumbnails) → 201
 * {url, filename, folder, mimeType, size}. src/proxy.ts leaves this path alone so
 * the body streams in here, under our cap, instead of being buffered (and cut at
 * 10 MB) by Next's proxy; the proxy's common headers are therefore set here.
 */
export const POST = route('upload', async (request) => {
  const requestId = requestIdOf(request) ?? crypto.randomUUID()
  const headers = { ...commonSecurityHeaders(getEnv().siteUrl.startsWith('https://')), 'x-request-id': requestId }
  const user = await requireUser(request, ['admin'])
  if (user instanceof Response) {
    for (const [name, value] of Object.entries(headers)) user.headers.set(name, value)
    return user
  }
  try {
    const { folder, file } = await readUploadForm(request)
    const stored = await storeUpload(await getPayloadClient(), folder, Buffer.from(await file.arrayBuffer()))
    log.info('file uploaded', { requestId, userId: user.id, folder, size: stored.size, filename: stored.filename, clientName: file.name.slice(0, 200) })
    return json(stored, 201, headers)
  } catch (err) {
    if (!(err instanceof HttpError)) throw err
    log.warn('upload refused', { requestId, userId: user.id, status: err.status, reason: err.message })
    throw new HttpError(err.status, err.message, headers)
  }
})
