import { describe, expect, it } from 'vitest'

import { cacheKeyOf, isCacheablePage } from '../../../src/runtime/response-cache/rules'
import { PageStore } from '../../../src/runtime/response-cache/store'

const plain = { accept: 'text/html' }

describe('which requests the response cache answers', () => {
  it('takes the public pages in both languages', () => {
    for (const path of [
      '/',
      '/about',
      '/mission-vision',
      '/team',
      '/contact',
      '/privacy-policy',
      '/privacy-policy/versions/3',
      '/media/news',
      '/media/news/12',
      '/media/photos',
      '/media/videos',
      '/circulars',
      '/login',
      '/membership',
      '/grievance-report',
    ]) {
      expect(isCacheablePage(path), path).toBe(true)
      expect(isCacheablePage(path === '/' ? '/hi' : `/hi${path}`), `/hi${path}`).toBe(true)
    }
  })

  it('leaves out /verify (its limit lives in the proxy), the member and office areas, the APIs, the CMS and /en', () => {
    for (const path of [
      '/verify/UPCHO-2026-000001',
      '/hi/verify/UPCHO-2026-000001',
      '/profile',
      '/account',
      '/admin',
      '/hi/admin/members',
      '/api/news',
      '/cms',
      '/cms-api/news',
      '/en',
      '/en/about',
      '/receipts',
      '/my-data',
      '/payment-status',
      '/about/x',
      '/media/news/%ZZ',
      '/media/news/1/2',
      '/privacy-policy/versions/x',
    ]) {
      expect(isCacheablePage(path), path).toBe(false)
    }
  })

  it('keys on the path and the query, for GET and HEAD only', () => {
    expect(cacheKeyOf('GET', '/circulars?q=polio', plain)).toBe('/circulars?q=polio')
    expect(cacheKeyOf('HEAD', '/hi', plain)).toBe('/hi')
    expect(cacheKeyOf('POST', '/contact', plain)).toBeNull()
    expect(cacheKeyOf('GET', '//evil.example/', plain)).toBeNull()
  })

  it("never answers a client-side navigation (RSC headers, ?_rsc): those ask for Next's payload", () => {
    expect(cacheKeyOf('GET', '/about', { ...plain, rsc: '1' })).toBeNull()
    expect(cacheKeyOf('GET', '/about', { ...plain, 'next-router-prefetch': '1' })).toBeNull()
    expect(cacheKeyOf('GET', '/about', { ...plain, 'next-router-state-tree': '%5B%5D' })).toBeNull()
    expect(cacheKeyOf('GET', '/about?_rsc=abc', plain)).toBeNull()
  })

  it('never answers draft mode (staff previewing drafts), whatever other cookies come along', () => {
    expect(cacheKeyOf('GET', '/', { cookie: 'a=1; __prerender_bypass=xyz' })).toBeNull()
    expect(cacheKeyOf('GET', '/', { cookie: 'lang=hi' })).toBe('/')
  })
})

const page = (bytes: number) => ({
  identity: Buffer.alloc(bytes),
  gzip: Buffer.alloc(0),
  br: Buffer.alloc(0),
  etag: '"x"',
  policy: '',
  headers: {},
})

describe('PageStore', () => {
  it('refuses a render that began before everything was dropped (the generation changed meanwhile)', () => {
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000 })
    const began = store.generation
    store.clear()
    expect(store.set('/', page(10), began)).toBe(false)
    expect(store.get('/')).toBeUndefined()
    expect(store.set('/', page(10), store.generation)).toBe(true)
    expect(store.get('/')).toBeDefined()
  })

  it('drops the least recently used pages beyond its size', () => {
    const store = new PageStore({ maxBytes: 3 * (1000 + 1024), maxAgeMs: 60_000 })
    for (const key of ['/a', '/b', '/c']) store.set(key, page(1000), store.generation)
    store.get('/a')
    store.set('/d', page(1000), store.generation)
    expect(store.get('/b')).toBeUndefined()
    expect(['/a', '/c', '/d'].map((key) => store.get(key) !== undefined)).toEqual([true, true, true])
  })

  it('forgets a page once it reaches its maximum age', () => {
    let now = 0
    const store = new PageStore({ maxBytes: 1e6, maxAgeMs: 60_000, now: () => now })
    store.set('/', page(10), store.generation)
    now = 59_999
    expect(store.get('/')).toBeDefined()
    now = 60_000
    expect(store.get('/')).toBeUndefined()
  })
})
