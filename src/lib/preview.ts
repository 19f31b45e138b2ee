import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { isStaffUser } from '../access/roles'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'
import { localePath } from '../i18n/paths'
import { getPayloadClient } from './payload'

/**
 * Live preview for the content desk (issue 13). The CMS shows a page in a frame
 * at /preview?path=…&locale=…, which turns on Next's draft mode for a signed-in
 * editor or admin and opens the page; the page's reads then return the latest
 * drafts, uncached. Draft mode alone is not enough: each request checks again
 * that its CMS session belongs to staff, so a copied or stale cookie shows
 * nothing that is not published.
 */

/** Where each previewable document is shown on the site. */
const GLOBAL_PAGES: Record<string, string> = {
  'site-settings': '/',
  'home-page': '/',
  'about-page': '/about',
  'mission-vision': '/mission-vision',
  'privacy-policy': '/privacy-policy',
  leaders: '/team',
  'contact-details': '/contact',
}
export const PREVIEW_GLOBALS = Object.keys(GLOBAL_PAGES)
export const PREVIEW_COLLECTIONS = ['news']

export function previewUrl({ collection, global, id, locale }: { collection?: string; global?: string; id?: string | number; locale?: string }): string {
  const path = collection === 'news' && id !== undefined ? `/media/news/${id}` : (global && GLOBAL_PAGES[global]) || '/'
  return `/preview?${new URLSearchParams({ path, locale: isLocale(locale) ? locale : DEFAULT_LOCALE })}`
}

/** A site path to open: one of ours, never another host (//evil.example) or a scheme. */
export function previewTarget(path: string | null, locale: string | null): string | null {
  if (!path || !/^\/(?!\/)[\w\-/]*$/.test(path) || path.length > 200) return null
  return localePath(isLocale(locale) ? (locale as Locale) : DEFAULT_LOCALE, path)
}

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
