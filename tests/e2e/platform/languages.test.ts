import { describe, expect, inject, it } from 'vitest'

/**
 * The site in two languages on the production build: English at the
 * spec's paths, Hindi under /hi, /en/… never an address, hreflang both ways.
 */
const base = inject('baseUrl')
const page = async (path: string, init?: RequestInit) => {
  const res = await fetch(`${base}${path}`, { redirect: 'manual', ...init })
  return { res, html: res.status === 200 || res.status === 404 ? await res.text() : '' }
}
const htmlLang = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1]

describe('English at the spec paths, Hindi under /hi', () => {
  it.each(['/', '/about', '/login', '/membership', '/media/news', '/admin/dashboard', '/profile'])(
    '%s is English, and under /hi Hindi',
    async (path) => {
      const en = await page(path)
      expect(en.res.status).toBe(200)
      expect(htmlLang(en.html)).toBe('en')
      const hi = await page(path === '/' ? '/hi' : `/hi${path}`)
      expect(hi.res.status).toBe(200)
      expect(htmlLang(hi.html)).toBe('hi')
      // Both carry the strict policy: a nonce when rendered, the inline scripts' hashes when served from the response cache.
      for (const r of [en.res, hi.res]) expect(r.headers.get('content-security-policy')).toMatch(/script-src[^;]*'(nonce|sha256)-/)
    },
  )

  it('the chrome is Hindi on a Hindi page, English (the spec strings) on an English one', async () => {
    const hi = await page('/hi/about')
    expect(hi.html).toContain('मुख्य सामग्री पर जाएँ')
    expect(hi.html).toContain('लॉग इन')
    expect(hi.html).not.toContain('>Skip to content<')
    const en = await page('/about')
    expect(en.html).toContain('>Skip to content<')
    expect(en.html).toContain('>Login<')
  })

  it('links on a Hindi page stay in Hindi, and each page links to its twin', async () => {
    const { html } = await page('/hi/about')
    expect(html).toMatch(/href="\/hi\/login"/)
    expect(html).toMatch(/href="\/about"[^>]*hrefLang="en"|hrefLang="en"[^>]*href="\/about"/i)
    const en = await page('/about')
    expect(en.html).toMatch(/href="\/hi\/about"/)
  })

  it('names both languages in hreflang, with the canonical of the language shown', async () => {
    const { html } = await page('/hi/about')
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/hi\/about"/)
    expect(html).toMatch(/<link rel="alternate" hreflang="en-IN" href="[^"]*\/about"/i)
    expect(html).toMatch(/<link rel="alternate" hreflang="hi-IN" href="[^"]*\/hi\/about"/i)
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/about"/i)
  })

  it('/en/… is never an address: 308 to the English path, query kept', async () => {
    const { res } = await page('/en/about?x=1')
    expect(res.status).toBe(308)
    // On SITE_URL (here the app's own address, so Next sends it relative), never an internal host a load balancer hides.
    expect(new URL(res.headers.get('location')!, base).href).toBe(`${base}/about?x=1`)
    expect(new URL(res.headers.get('location')!, base).pathname + new URL(res.headers.get('location')!, base).search).toBe('/about?x=1')
    expect((await page('/en')).res.headers.get('location')).toMatch(/\/$/)
  })

  it('an unknown page is a 404 in the language of its address', async () => {
    const hi = await page('/hi/no-such-page')
    expect(hi.res.status).toBe(404)
    expect(hi.html).toContain('पृष्ठ नहीं मिला')
    const en = await page('/no-such-page')
    expect(en.res.status).toBe(404)
    expect(en.html).toContain('Page not found')
  })

  it('leaves the APIs, the CMS, files and health checks alone', async () => {
    expect((await fetch(`${base}/api/news`)).status).toBe(200)
    expect((await fetch(`${base}/readyz`)).status).toBe(200)
    expect((await fetch(`${base}/sandbox/checkout.js`)).status).toBe(200)
    expect((await fetch(`${base}/hi/api/news`)).status).toBe(404)
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
    expect(sitemap).toMatch(/\/hi\/about<\/loc>/)
  })
})
