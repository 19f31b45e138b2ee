import { describe, expect, inject, it } from 'vitest'

/**
 * Every public page's content is in the HTML the server sends (what a crawler,
 * a link preview or a phone with slow JavaScript gets), and images go out resized
 * in a modern format.
 */
const base = inject('baseUrl')
const html = async (path: string) => {
  const res = await fetch(`${base}${path}`)
  expect(res.status, path).toBe(200)
  return res.text()
}

describe('server rendering', () => {
  it.each([
    ['/', 'What We Do'],
    ['/', 'View All News'],
    ['/about', 'एकता'],
    ['/team', 'State General Secretary'],
    ['/contact', 'Kanpur'],
    ['/mission-vision', 'Vision'],
    ['/privacy-policy', 'Data Security'],
    ['/media/news', 'Mutual Transfer Applications'],
    ['/media/photos', 'Photo Gallery'],
    ['/media/videos', 'How to Register as a Member'],
  ])('%s contains %s without running any script', async (path, text) => {
    expect(await html(path)).toContain(text)
  })

  // The map frame is added once the page has loaded (src/features/contact/ui/MapFrame.tsx); the HTML
  // holds its place with a box, and has the frame only for a browser without scripts.
  it.each(['/contact', '/hi/contact'])('%s sends the map only inside <noscript>, with a box of its size in its place', async (path) => {
    const page = await html(path)
    const outside = page.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    expect(outside).not.toContain('<iframe')
    expect(page).toMatch(
      /<div class="[^"]*map[^"]*" data-map-pending=""><noscript><iframe [^>]*src="https:\/\/www\.openstreetmap\.org\/[^"]+"[^>]*title="[^"]+"/,
    )
  })

  it('renders a news item with each paragraph on the server', async () => {
    const news = (await (await fetch(`${base}/api/news`)).json()) as { id: number; content: string }[]
    const item = news.find((n) => n.content.split('\n').filter(Boolean).length >= 2)!
    const page = await html(`/media/news/${item.id}`)
    // Paragraphs free of characters React escapes, so they appear verbatim.
    const plain = item.content.split('\n').filter((p) => p && !/[&<>"']/.test(p))
    expect(plain.length).toBeGreaterThan(0)
    for (const paragraph of plain) expect(page).toMatch(new RegExp(`<p[^>]*>${paragraph.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</p>`))
  })

  // The renditions Payload made at upload, linked directly (no image optimiser in between).
  it('serves leader photos as the 320 px WebP square made at upload, cached by the browser for a day', async () => {
    const page = await html('/team')
    expect(page).not.toContain('/_next/image')
    const src = /<img[^>]+src="(\/cms-api\/images\/file\/[^"]+-320x320\.webp)"/.exec(page)?.[1]
    expect(src).toBeTruthy()
    const res = await fetch(`${base}${src}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
    const sharp = (await import('sharp')).default
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([320, 320])
  })

  it('serves gallery thumbnails as small JPEGs, at most 300 px', async () => {
    const photos = (await (await fetch(`${base}/api/photos`)).json()) as { thumbnailUrl: string }[]
    const res = await fetch(`${base}${photos[0].thumbnailUrl}`)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    const sharp = (await import('sharp')).default
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(300)
  })
})
