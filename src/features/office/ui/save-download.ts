import { apiFetch } from '@/features/accounts/ui/session'
import { handToBrowser } from '@/platform/ui/hand-to-browser'

/**
 * Fetches an office export with the bearer token (a plain link could not carry
 * it) and hands it to the browser's downloads as `fileName`. Throws on an error
 * answer; SessionEndedError when the session has ended.
 */
export async function saveDownload(path: string, fileName: string): Promise<void> {
  const res = await apiFetch(path, { headers: { accept: 'text/csv' } })
  if (!res.ok) throw new Error(`status ${res.status}`)
  handToBrowser(await res.blob(), fileName)
}
