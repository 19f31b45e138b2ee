import type { Locale } from '../../../platform/i18n/locales'
import { STORED_FILE_HEADERS } from '../../../platform/http/security-headers'

/**
 * A chart of /admin/districts as it leaves the server: an SVG image, never
 * stored by a cache (it holds the office's figures, fetched with a token), with
 * the stored files' sandbox policy, so that opened as a page it can run nothing
 * and load nothing (the drawing has no script or link to begin with).
 */
export function chartResponse(svg: string, lang: Locale): Response {
  return new Response(svg, {
    status: 200,
    headers: {
      ...STORED_FILE_HEADERS,
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Content-Language': lang,
      'Cache-Control': 'no-store',
    },
  })
}
