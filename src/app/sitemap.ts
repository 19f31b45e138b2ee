import type { MetadataRoute } from 'next'

import { getEnv } from '@/config/env'
import { getNewsList } from '@/lib/queries'

export const dynamic = 'force-dynamic'

const PAGES = ['/', '/about', '/mission-vision', '/team', '/contact', '/media/news', '/media/photos', '/media/videos', '/membership', '/privacy-policy']

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = getEnv().siteUrl
  const news = await getNewsList()
  return [
    ...PAGES.map((path) => ({ url: `${site}${path === '/' ? '' : path}`, changeFrequency: 'weekly' as const, priority: path === '/' ? 1 : 0.7 })),
    ...news.map((n) => ({ url: `${site}/media/news/${n.id}`, lastModified: n.date, changeFrequency: 'monthly' as const, priority: 0.5 })),
  ]
}
