import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { isStaffUser } from '../access/roles'
import { getPayloadClient } from './payload'

/**
 * Live preview for the content desk (issue 13). The CMS shows a page in a frame
 * at /preview?path=…&locale=…, which turns on Next's draft mode for a signed-in
 * editor or admin and opens the page; the page's reads then return the latest
 * drafts, uncached. Draft mode alone is not enough: each request checks again
 * that its CMS session belongs to staff, so a copied or stale cookie shows
 * nothing that is not published.
 */

export { PREVIEW_COLLECTIONS, PREVIEW_GLOBALS, previewTarget, previewUrl } from './preview-url'

/** Whether the CMS session on this request is an editor's or an admin's. */
export async function isStaffRequest(cookie: string | null): Promise<boolean> {
  if (!cookie) return false
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: new Headers({ cookie }) })
  return isStaffUser(user)
}

/** Whether this request shows drafts: draft mode is on and staff are signed in to the CMS. Once per request. */
export const previewing = cache(async (): Promise<boolean> => {
  try {
    if (!(await draftMode()).isEnabled) return false
    return await isStaffRequest((await headers()).get('cookie'))
  } catch {
    // Outside a Next.js request (scripts, tests): no preview.
    return false
  }
})
