import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createResponseCache } from '../../../src/runtime/response-cache'

/**
 * When a page has expired under load (a CMS change drops them all), the requests that come while
 * it renders wait for that one render instead of each rendering the page again.
 */
let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function serve(render: (res: http.ServerResponse) => void) {
  const cache = createResponseCache({ https: false, listening: () => true, onExpiry: () => {} })
  server = http.createServer((req, res) => cache.handle(req, res, () => render(res)))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

describe('response cache: one render per page at a time', () => {
  it('answers ten concurrent requests for an expired page with one render', async () => {
    let renders = 0
    let finish!: () => void
    const released = new Promise<void>((resolve) => (finish = resolve))
    const base = await serve((res) => {
      renders++
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.write('<!doctype html><title>Home</title>')
      released.then(() => res.end('<p>Welcome</p>'))
    })
    const answers = Array.from({ length: 10 }, () =>
      fetch(`${base}/about`).then(async (r) => ({ cache: r.headers.get('x-page-cache'), body: await r.text() })),
    )
    await new Promise((r) => setTimeout(r, 50))
    finish()
    const results = await Promise.all(answers)
    expect(renders).toBe(1)
    expect(results.every((r) => r.body.endsWith('<p>Welcome</p>'))).toBe(true)
    expect(results.filter((r) => r.cache === 'hit')).toHaveLength(9)
  })

  it('lets the waiters render for themselves when the first answer may not be kept', async () => {
    let renders = 0
    const base = await serve((res) => {
      renders++
      res.statusCode = 500
      res.setHeader('content-type', 'text/html; charset=utf-8')
      setTimeout(() => res.end('<p>Something went wrong</p>'), 30)
    })
    const statuses = await Promise.all(Array.from({ length: 5 }, () => fetch(`${base}/about`).then((r) => r.status)))
    expect(statuses).toEqual([500, 500, 500, 500, 500])
    expect(renders).toBeGreaterThan(1)
  })
})
