import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createStaticBrotli } from '../../../src/runtime/static-brotli'

/** A build folder with one script and one style, served by the brotli handler in front of a stand-in for Next. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'static-brotli-'))
const script = 'console.log("नमस्ते");'.repeat(200)
fs.mkdirSync(path.join(dist, 'static/chunks'), { recursive: true })
fs.writeFileSync(path.join(dist, 'static/chunks/app.js'), script)
fs.writeFileSync(path.join(dist, 'static/chunks/app.css'), 'body{color:red}')
fs.writeFileSync(path.join(dist, 'secret.js'), 'outside')

let server: http.Server
let base: string
beforeAll(async () => {
  const serve = createStaticBrotli(dist)
  server = http.createServer((req, res) => serve(req, res) || res.end('next'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** A raw request (fetch would normalise '..' and decode the body itself). */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, headers, path: pathname }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe("the build's scripts and styles in brotli", () => {
  it('answers a client that takes brotli with the file compressed, cacheable for a year', async () => {
    const res = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(zlib.brotliDecompressSync(res.body).toString('utf8')).toBe(script)
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 10)
    const css = await get('/_next/static/chunks/app.css', { 'accept-encoding': 'br' })
    expect(css.headers['content-type']).toBe('text/css; charset=UTF-8')
    expect(zlib.brotliDecompressSync(css.body).toString('utf8')).toBe('body{color:red}')
  })

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' })
    expect((await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! })).status).toBe(304)
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
  })

  it('leaves to Next a client without brotli, other files, other methods, and any path outside the build', async () => {
    for (const [pathname, headers, method] of [
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' }, 'GET'],
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br;q=0' }, 'GET'],
      ['/_next/static/media/font.woff2', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST'],
      ['/_next/static/../secret.js', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/%2e%2e/secret.js', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/%E0%A4.js', { 'accept-encoding': 'br' }, 'GET'],
      ['/about.js', { 'accept-encoding': 'br' }, 'GET'],
    ] as const) {
      const res = await get(pathname, headers, method)
      expect(res.body.toString(), `${method} ${pathname}`).toBe('next')
    }
  })

  it('answers 404 for a script the build does not have', async () => {
    const res = await get('/_next/static/chunks/missing.js', { 'accept-encoding': 'br' })
    expect(res.status).toBe(404)
  })
})
