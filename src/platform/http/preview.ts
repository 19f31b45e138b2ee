import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { isStaffUser } from '../access/roles'
import { getPayloadClient } from '../payload/client'

export { PREVIEW_COLLECTIONS, PREVIEW_GLOBALS, previewTarget, previewUrl } from './preview-targets'

/**
 * Live preview for the content desk. The CMS shows a page in a frame
 * at /preview?path=…&locale=…, which turns on Next's draft mode for a signed-in
 * editor or admin and opens the page; the page's reads then return the latest
 * drafts, uncached. Draft mode alone is not enough: each request checks again
 * that its CMS session belongs to staff, so a copied or stale cookie shows
 * nothing that is not published.
 */

/**
 * Whether the CMS session on this request is an editor's or an admin's. Only
 * the cookie and the headers Payload's CSRF rule reads go to Payload: its
 * cookie counts only for a request from the site itself (Origin on the CSRF
 * list, or Sec-Fetch-Site same-origin), never one sent from another site.
 */
export async function isStaffRequest(headers: Headers): Promise<boolean> {
  const cookie = headers.get('cookie')
  if (!cookie) return false
  const forwarded = new Headers({ cookie })
  for (const name of ['origin', 'sec-fetch-site']) {
    const value = headers.get(name)
    if (value) forwarded.set(name, value)
  }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: forwarded })
  return isStaffUser(user)
}

/** Whether this request shows drafts: draft mode is on and staff are signed in to the CMS. Once per request. */
export const previewing = cache(async (): Promise<boolean> => {
  try {
    if (!(await draftMode()).isEnabled) return false
    return await isStaffRequest(await headers())
  } catch {
    // Outside a Next.js request (scripts, tests): no preview.
    return false
  }
})
