import type { Metadata } from 'next'

import { getEnv } from '@/config/env'

/**
 * Per-page metadata: title, description, canonical link, Open Graph and Twitter
 * tags, so a link shared on WhatsApp or Facebook previews well. The layout sets
 * the site name and the title template; pages pass their own parts.
 */
export function pageMetadata({
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
}): Metadata {
  const desc = description ? summary(description) : undefined
  const images = image ? [{ url: image.url, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alt ?? title }] : undefined
  return {
    title,
    description: desc,
    alternates: { canonical: path },
    openGraph: { title, description: desc, url: path, type, images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description: desc, images: images?.map((i) => i.url) },
  }
}

/** The first paragraph, cut at a word near 200 characters: what previews show. */
export function summary(text: string, max = 200): string {
  const first = text.split(/\r?\n/).map((l) => l.trim()).find(Boolean) ?? ''
  if (first.length <= max) return first
  const cut = first.slice(0, max)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : max).trimEnd()}…`
}

export const siteUrl = () => getEnv().siteUrl
