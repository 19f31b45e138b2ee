import { pageLanguage } from '@/features/accounts/ui/api'
import { apiFetch, messageOf } from '@/features/accounts/ui/session'
import { fill } from '@/platform/i18n/define'
import { ADMIN_MEDIA_TEXT } from '@/features/content/texts/admin-media'

/** Storage prefixes of spec §7 'File storage'; the server names the stored file. */
export type UploadFolder = 'news-pdfs' | 'news-photos' | 'gallery-photos' | 'gallery-photos/thumbnails'

export type UploadedFile = { url: string; filename: string; folder: UploadFolder; mimeType: string; size: number }

/** A failed upload, carrying the server's {message} when it sent one (e.g. a file too large). */
export class UploadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UploadError'
  }
}

/** POST /api/admin/upload (multipart: file, folder) → the stored file's URL. */
export async function uploadFile(file: Blob, folder: UploadFolder, filename?: string): Promise<UploadedFile> {
  const body = new FormData()
  body.append('file', file, filename ?? (file instanceof File ? file.name : 'upload'))
  body.append('folder', folder)
  const res = await apiFetch('/api/admin/upload', { method: 'POST', body })
  // The server's message is already in the page's language (apiFetch sends it); these are the fallbacks.
  const t = ADMIN_MEDIA_TEXT[pageLanguage()]
  if (!res.ok) throw new UploadError((await messageOf(res)) ?? fill(t.uploadFailedStatus, { status: res.status }))
  const data = (await res.json().catch(() => null)) as Partial<UploadedFile> | null
  if (!data || typeof data.url !== 'string' || !data.url) throw new UploadError(t.uploadFailed)
  return data as UploadedFile
}
