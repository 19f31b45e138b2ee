import type { MetadataRoute } from 'next'

import { getEnv } from '@/platform/config/env'

export const dynamic = 'force-dynamic'

// The member area and admin pages, in English and (under /hi) in Hindi.
const PRIVATE = ['/admin', '/profile', '/certificate', '/grievance', '/payment-status', '/reset-password']

/** Public pages are open to crawlers; the member area, admin pages, CMS and APIs are not. */
export default function robots(): MetadataRoute.Robots {
  const site = getEnv().siteUrl
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/cms', '/cms-api', '/api', ...PRIVATE, ...PRIVATE.map((p) => `/hi${p}`)] }],
    sitemap: `${site}/sitemap.xml`,
  }
}
