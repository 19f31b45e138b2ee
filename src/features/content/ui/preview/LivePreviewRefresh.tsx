'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * In the CMS's live preview frame: each autosave of the document re-renders
 * the page from the server with the new draft (src/platform/http/preview.ts). Rendered
 * only while staff preview.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={typeof window === 'undefined' ? '' : window.location.origin} />
}
