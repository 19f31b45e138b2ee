import { describe, expect, inject, it } from 'vitest'

/** Security headers (security.md 'Headers'): a strict CSP with a fresh nonce on the site, the basics everywhere. */
const base = inject('baseUrl')

describe('security headers', () => {
  // A page the response cache never answers: rendered per request, with a nonce (cached pages: page-cache.test.ts).
  it('sends a strict Content-Security-Policy whose nonce is on every script of the page', async () => {
    const res = await fetch(`${base}/forgot-password`)
    const csp = res.headers.get('content-security-policy') ?? ''
    for (const rule of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"]) expect(csp).toContain(rule)
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    const html = await res.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  })

  it('uses a new nonce for each request', async () => {
    const nonce = async () =>
      /'nonce-([^']+)'/.exec((await fetch(`${base}/forgot-password`)).headers.get('content-security-policy') ?? '')?.[1]
    expect(await nonce()).not.toBe(await nonce())
  })

  it.each(['/', '/media/news', '/api/news', '/cms/login'])('%s is not framed, sniffed or leaking referrers', async (path) => {
    const res = await fetch(`${base}${path}`)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('serves uploaded files with their stored type and nosniff', async () => {
    const photos = (await (await fetch(`${base}/api/photos`)).json()) as { thumbnailUrl: string }[]
    const res = await fetch(`${base}${photos[0].thumbnailUrl}`)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('serves every stored file sandboxed, so none can run script as the site', async () => {
    const photos = (await (await fetch(`${base}/api/photos`)).json()) as { imageUrl: string; thumbnailUrl: string }[]
    const news = (await (await fetch(`${base}/api/news`)).json()) as { pdfUrl: string | null }[]
    for (const url of [photos[0].imageUrl, photos[0].thumbnailUrl, news.find((n) => n.pdfUrl)!.pdfUrl!]) {
      const res = await fetch(`${base}${url}`)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-security-policy'), url).toMatch(/^sandbox; default-src 'none'/)
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff')
    }
  })

  it('gives /cms a policy against framing, plugins and <base>', async () => {
    const csp = (await fetch(`${base}/cms/login`)).headers.get('content-security-policy') ?? ''
    for (const rule of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) expect(csp).toContain(rule)
  })
})
