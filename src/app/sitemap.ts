import type { MetadataRoute } from 'next'

import { getEnv } from '@/platform/config/env'
import { localePath } from '@/platform/i18n/paths'
import { getNewsList } from '@/features/content'
import { getPayloadClient } from '@/platform/payload/client'
import { getGrievanceSettings } from '@/features/grievances'

export const dynamic = 'force-dynamic'

const PAGES = [
  '/',
  '/about',
  '/mission-vision',
  '/team',
  '/contact',
  '/media/news',
  '/media/photos',
  '/media/videos',
  '/circulars',
  '/membership',
  '/privacy-policy',
]

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = getEnv().siteUrl
  const news = await getNewsList('en')
  // The public grievance report only while office staff publish it.
  const reportPublished = (await getGrievanceSettings(await getPayloadClient())).publishReport
  // Each page in English and in Hindi, each naming the other (hreflang).
  const both = (path: string) => {
    const url = (lang: 'en' | 'hi') => `${site}${localePath(lang, path).replace(/^\/$/, '')}`
    const alternates = { languages: { 'en-IN': url('en'), 'hi-IN': url('hi') } }
    return [
      { url: url('en'), alternates },
      { url: url('hi'), alternates },
    ]
  }
  return [
    ...PAGES.flatMap((path) => both(path).map((e) => ({ ...e, changeFrequency: 'weekly' as const, priority: path === '/' ? 1 : 0.7 }))),
    ...(reportPublished ? both('/grievance-report').map((e) => ({ ...e, changeFrequency: 'monthly' as const, priority: 0.5 })) : []),
    ...news.flatMap((n) =>
      both(`/media/news/${n.id}`).map((e) => ({ ...e, lastModified: n.date, changeFrequency: 'monthly' as const, priority: 0.5 })),
    ),
  ]
}
