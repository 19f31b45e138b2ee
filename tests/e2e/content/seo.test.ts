import { describe, expect, inject, it } from 'vitest'

/** What crawlers and link previews (WhatsApp, Facebook) read, straight from the server's HTML. */
const base = inject('baseUrl')
const html = async (path: string) => (await fetch(`${base}${path}`)).text()
const meta = (page: string, attr: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[:]/g, '\\:')}" content="([^"]*)"`).exec(page)?.[1]

describe('search and sharing', () => {
  it('gives the home page a title, description and Open Graph tags', async () => {
    const page = await html('/')
    expect(page).toMatch(/<title>[^<]+<\/title>/)
    expect(meta(page, 'name', 'description')).toBeTruthy()
    expect(meta(page, 'property', 'og:title')).toBeTruthy()
    expect(meta(page, 'property', 'og:site_name')).toBeTruthy()
    expect(meta(page, 'name', 'twitter:card')).toBeTruthy()
  })

  it('serves robots.txt that keeps crawlers out of member and admin areas, and names the sitemap', async () => {
    const res = await fetch(`${base}/robots.txt`)
    expect(res.status).toBe(200)
    const text = await res.text()
    for (const path of ['/admin', '/cms', '/api', '/profile']) expect(text).toContain(`Disallow: ${path}`)
    expect(text).toMatch(/Sitemap: http.*\/sitemap\.xml/)
  })

  it('lists the public pages and every news item in sitemap.xml', async () => {
    const res = await fetch(`${base}/sitemap.xml`)
    expect(res.status).toBe(200)
    const xml = await res.text()
    for (const path of ['/about', '/media/news', '/media/photos', '/privacy-policy']) expect(xml).toContain(`${path}</loc>`)
    const news = (await (await fetch(`${base}/api/news`)).json()) as { id: number }[]
    for (const item of news) expect(xml).toContain(`/media/news/${item.id}</loc>`)
  })

  it('answers unknown API paths with JSON 404', async () => {
    const res = await fetch(`${base}/api/no-such-thing`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Not found' })
  })
})
