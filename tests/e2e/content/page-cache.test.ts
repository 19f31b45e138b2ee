import crypto from 'node:crypto'
import http from 'node:http'
import zlib from 'node:zlib'

import { describe, expect, inject, it } from 'vitest'

import { VERIFY_LIMIT } from '../../../src/proxy'

/**
 * The response cache (src/runtime/response-cache): anonymous public pages come from memory, with a
 * policy that allows their inline scripts by hash; what may differ per request never does.
 */
const base = inject('baseUrl')

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** One request, the body as sent (no decompression). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** The page as a hit: a render keeps its copy once it has finished and been compressed, so ask until then (10 s at most: a busy machine renders slowly, and an expiry meanwhile drops the render). */
async function hit(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const started = Date.now()
  for (;;) {
    const res = await raw(path, headers)
    if (res.headers['x-page-cache'] === 'hit') return res
    if (Date.now() - started > 10_000) throw new Error(`${path} was never served from the cache (last: ${res.headers['x-page-cache']})`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

const scriptSrc = (csp: string | string[] | undefined) =>
  String(csp ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src ')) ?? ''
const sha = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('base64')

describe('the response cache', () => {
  it.each(['/', '/hi'])('serves %s again from the cache, under a policy of hashes: no nonce, no unsafe-inline', async (path) => {
    const first = await raw(path)
    expect(first.status).toBe(200)
    expect(['miss', 'hit']).toContain(first.headers['x-page-cache'])
    const again = await hit(path)
    expect(again.status).toBe(200)
    expect(again.headers['content-type']).toMatch(/^text\/html/)
    const policy = scriptSrc(again.headers['content-security-policy'])
    expect(policy).toMatch(/'sha256-[A-Za-z0-9+/]{43}='/)
    expect(policy).not.toContain("'nonce-")
    expect(policy).not.toContain("'unsafe-inline'")
    expect(policy).not.toContain("'strict-dynamic'")
    for (const rule of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(again.headers['content-security-policy']).toContain(rule)
    expect(again.headers['x-frame-options']).toBe('DENY')
    expect(again.headers['x-content-type-options']).toBe('nosniff')
    // Every inline script the page runs is allowed by its hash, and none carries a nonce.
    const html = again.body.toString('utf8')
    expect(html).not.toMatch(/\snonce=/)
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\ssrc=/.test(` ${attributes}`))
    expect(inline.length).toBeGreaterThan(0)
    for (const [, , body] of inline) expect(policy).toContain(`'sha256-${sha(body)}'`)
    expect(html).toContain(path === '/hi' ? '<html lang="hi"' : '<html lang="en"')
  })

  it('gives each hit a request id of its own (or the one sent), and writes it to the access log as the proxy would', async () => {
    const [a, b] = [await hit('/about'), await hit('/about')]
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id'])
    expect((await hit('/about', { 'x-request-id': 'balancer-42' })).headers['x-request-id']).toBe('balancer-42')
  })

  it('sends the body in the encoding asked for (br, gzip or none), all the same page, and says it varies on it', async () => {
    const plain = await hit('/about')
    const br = await hit('/about', { 'accept-encoding': 'gzip, deflate, br' })
    const gz = await hit('/about', { 'accept-encoding': 'gzip' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true)
    expect(br.body.length).toBeLessThan(plain.body.length / 3)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
  })

  it('sends a miss compressed as Next does, and keeps the page decoded: its hits are whole pages', async () => {
    const path = `/mission-vision?fresh=${Date.now()}`
    const miss = await raw(path, { 'accept-encoding': 'gzip' })
    expect(miss.headers['x-page-cache']).toBe('miss')
    expect(miss.headers['content-encoding']).toBe('gzip')
    expect(scriptSrc(miss.headers['content-security-policy'])).toContain("'nonce-")
    const plain = await hit(path)
    expect(plain.body.toString('utf8')).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/)
    // The same page both times (the hit's head has its styles inlined and the loader instead of Next's scripts).
    const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0]
    const rendered = zlib.gunzipSync(miss.body).toString('utf8')
    expect(rendered).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/)
    expect(mainOf(rendered)).toBeTruthy()
    expect(mainOf(plain.body.toString('utf8'))).toBe(mainOf(rendered))
  })

  it("carries the build's stylesheets inline and links none; Next's Link header no longer preloads them", async () => {
    const rendered = await raw('/about')
    const page = await hit('/about')
    const html = page.body.toString('utf8')
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/)
    const inlined = [...head.matchAll(/<style data-inlined="(\/_next\/static\/[^"]+\.css)" data-inlined-precedence="next">/g)].map(
      (m) => m[1],
    )
    expect(inlined.length).toBeGreaterThan(1)
    // Each file's rules, as the build serves them, with url()s made absolute.
    for (const href of inlined) {
      const css = await (await fetch(`${base}${href}`)).text()
      expect(head).toContain(css.replace(/url\(\.\.\/media\//g, 'url(/_next/static/media/').slice(0, 200))
    }
    expect(head).not.toMatch(/url\(\.\.\//)
    // Next names the root stylesheets in its Link header; the kept copy does not, so the browser fetches none.
    if (rendered.headers['x-page-cache'] === 'miss') expect(String(rendered.headers.link)).toContain('rel=preload; as="style"')
    expect(String(page.headers.link ?? '')).not.toContain('.css')
  })

  it('answers 304 to the ETag it gave, and the whole page to another one; HEAD gets the headers only', async () => {
    const page = await hit('/team')
    const etag = page.headers.etag!
    expect(etag).toMatch(/^"[\w-]+"$/)
    const unchanged = await raw('/team', { 'if-none-match': etag })
    expect(unchanged.status).toBe(304)
    expect(unchanged.body.length).toBe(0)
    expect((await raw('/team', { 'if-none-match': '"something-else"' })).status).toBe(200)
    const head = await raw('/team', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['x-page-cache']).toBe('hit')
    expect(head.body.length).toBe(0)
  })

  it('never answers a client-side navigation (RSC, ?_rsc) or draft mode from the cache: those render, with a nonce', async () => {
    await hit('/about')
    for (const [path, headers] of [
      ['/about', { rsc: '1' }],
      ['/about?_rsc=abc12', {}],
      ['/about', { cookie: '__prerender_bypass=not-a-real-one' }],
    ] as const) {
      const res = await raw(path, headers)
      expect(res.headers['x-page-cache'], `${path} ${JSON.stringify(headers)}`).toBeUndefined()
      expect(scriptSrc(res.headers['content-security-policy'])).toContain("'nonce-")
    }
  })

  it('keeps the query string apart: /circulars?q=… is its own page', async () => {
    const all = await hit('/circulars')
    const first = await raw('/circulars?q=zzzz-no-such-circular')
    expect(first.headers['x-page-cache']).not.toBe('hit')
    expect(first.body.toString()).not.toBe(all.body.toString())
  })

  it('leaves /verify to the proxy: never cached, still rate-limited', async () => {
    const from = { 'x-forwarded-for': `198.51.100.${(process.pid % 200) + 20}` }
    for (let n = 1; n <= VERIFY_LIMIT.limit; n++) {
      const res = await raw(`/verify/UPCHO-2002-${String(n).padStart(6, '0')}`, from)
      expect(res.status).toBe(404)
      expect(res.headers['x-page-cache']).toBeUndefined()
    }
    expect((await raw('/verify/UPCHO-2002-000001', from)).status).toBe(429)
  })

  it('keeps no not-found page and nothing of the member area', async () => {
    for (const path of ['/media/news/999999999', '/profile']) {
      await raw(path)
      const again = await raw(path)
      expect(again.headers['x-page-cache'], path).not.toBe('hit')
    }
  })
})
