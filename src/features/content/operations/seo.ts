import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { getEnv } from '@/platform/config/env'
import { alternatesFor } from '@/platform/i18n/metadata'
import { localePath, splitLocale } from '@/platform/i18n/paths'
import { getGlobal } from '@/features/content/operations/queries'

/**
 * Per-page metadata: title, description, canonical link, Open Graph and Twitter
 * tags, so a link shared on WhatsApp or Facebook previews well. The layout sets
 * the site name and the title template; pages pass their own parts. `path` is
 * the English path: the language shown comes from the address (proxy's
 * x-page-path), and both languages are linked (hreflang).
 */
export async function pageMetadata({
  title,
  description,
  path,
  image,
  type = 'website',
}: {
  title: string
  description?: string | null
  path: string
  image?: { url: string; width?: number | null; height?: number | null; alt?: string | null } | null
  type?: 'website' | 'article'
}): Promise<Metadata> {
  // Next merges metadata shallowly: a page's openGraph replaces the layout's, so the site name and logo go here.
  const { lang } = splitLocale((await headers()).get('x-page-path') ?? path)
  const site = await getGlobal('site-settings', lang)
  const logo =
    site.logo && typeof site.logo === 'object' && site.logo.url
      ? { url: site.logo.url, width: site.logo.width, height: site.logo.height, alt: site.siteName }
      : null
  const desc = description ? summary(description) : undefined
  const picture = image ?? logo
  const images = picture
    ? [{ url: picture.url, width: picture.width ?? undefined, height: picture.height ?? undefined, alt: picture.alt ?? title }]
    : undefined
  return {
    title,
    description: desc,
    alternates: alternatesFor(localePath(lang, path)),
    openGraph: {
      title,
      description: desc,
      url: localePath(lang, path),
      type,
      images,
      siteName: site.siteName ?? undefined,
      locale: lang === 'hi' ? 'hi_IN' : 'en_IN',
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description: desc, images: images?.map((i) => i.url) },
  }
}

/** The first paragraph, cut at a word near 200 characters: what previews show. */
export function summary(text: string, max = 200): string {
  const first =
    text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .find(Boolean) ?? ''
  if (first.length <= max) return first
  const cut = first.slice(0, max)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : max).trimEnd()}…`
}

export const siteUrl = () => getEnv().siteUrl
