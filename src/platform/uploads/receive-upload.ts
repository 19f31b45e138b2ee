import { getEnv } from '@/platform/config/env'
import { log } from '@/platform/log'
import { getPayloadClient } from '@/platform/payload/client'
import { commonSecurityHeaders } from '@/platform/http/security-headers'
import type { AuthUser } from '../http/guards'
import { HttpError, requestId } from '../http/route'
import { readUploadForm } from './multipart'
import { storeUpload } from './uploads'

/**
 * POST /api/admin/upload. src/proxy.ts leaves this path alone so the body
 * streams in here, under our cap, instead of being buffered (and cut at 10 MB)
 * by Next's proxy; the proxy's common headers and request id are therefore set
 * on every answer of the route, refusals (401/403) included: uploadHeaders.
 */
export const uploadHeaders = (request: Request) => ({
  ...commonSecurityHeaders(getEnv().siteUrl.startsWith('https://')),
  'x-request-id': requestId(request),
})

/** The stored file; a refusal (type, size, folder) is logged and thrown on. */
export async function receiveUpload(admin: AuthUser, request: Request) {
  const meta = { requestId: requestId(request), userId: admin.id }
  try {
    const { folder, file } = await readUploadForm(request)
    const stored = await storeUpload(await getPayloadClient(), folder, Buffer.from(await file.arrayBuffer()))
    log.info({ ...meta, folder, size: stored.size, filename: stored.filename, clientName: file.name.slice(0, 200) }, 'file uploaded')
    return stored
  } catch (err) {
    if (err instanceof HttpError) log.warn({ ...meta, status: err.status, reason: err.message }, 'upload refused')
    throw err
  }
}
