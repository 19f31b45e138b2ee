'use client'

import { apiFetch } from '@/features/accounts/ui/api'
import { handToBrowser } from '@/platform/ui/hand-to-browser'

/**
 * Downloads GET /api/my-data?download=1 as a file. The session is a bearer token
 * in localStorage (no cookie reaches /api), so a plain link cannot carry it:
 * the file is fetched with the token and handed to the browser as a blob.
 * Returns false when the server refused or could not be reached.
 */
export async function downloadMyData(): Promise<boolean> {
  const res = await apiFetch('/api/my-data?download=1', { cache: 'no-store' })
  if (!res.ok) return false
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.json'
  handToBrowser(await res.blob(), name)
  return true
}
