import type { MetadataRoute } from 'next'

import { getEnv } from '@/config/env'

export const dynamic = 'force-dynamic'

/** Public pages are open to crawlers; the member area, admin pages, CMS and APIs are not. */
export default function robots(): MetadataRoute.Robots {
  const site = getEnv().siteUrl
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/cms', '/cms-api', '/api', '/profile', '/certificate', '/grievance', '/payment-status', '/reset-password'] }],
    sitemap: `${site}/sitemap.xml`,
  }
}
