import { apiFetch } from '@/components/account/session'

/**
 * Fetches an office export with the bearer token (a plain link could not carry
 * it) and hands it to the browser's downloads as `fileName`. Throws on an error
 * answer; SessionEndedError when the session has ended.
 */
export async function saveDownload(path: string, fileName: string): Promise<void> {
  const res = await apiFetch(path, { headers: { accept: 'text/csv' } })
  if (!res.ok) throw new Error(`status ${res.status}`)
  const url = URL.createObjectURL(await res.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
