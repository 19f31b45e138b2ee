import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { call } from '../../support/auth'
import { testPayload } from '../../support/payload'
import { withParams } from '../../support/route-params'
import { jpeg } from '../../fixtures/media/images'
import { upload } from '../../fixtures/media/requests'
import { signIn, type Handler } from '../../support/admin-fixtures'

/**
 * A change made in /admin/media shows on the public site at once. Outside
 * Next.js there is no data cache, so a small tagged cache stands in for Next's:
 * src/features/content/operations/queries.ts caches through it, and only the collection hooks' tag
 * expiry (src/platform/cache/revalidate.ts) can make a cached list change.
 */
const cache = vi.hoisted(() => ({ entries: new Map<string, { value: unknown; tags: string[] }>(), expired: [] as string[] }))

vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache:
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, keyParts: string[], options: { tags?: string[] }) =>
    async (...args: A): Promise<R> => {
      const key = JSON.stringify([keyParts, args])
      const hit = cache.entries.get(key)
      if (hit) return hit.value as R
      const value = await fn(...args)
      cache.entries.set(key, { value, tags: options.tags ?? [] })
      return value
    },
  revalidateTag: (tag: string) => {
    cache.expired.push(tag)
    for (const [key, entry] of cache.entries) if (entry.tags.includes(tag)) cache.entries.delete(key)
  },
}))

let payload: Payload
let admin: string
const h = {} as Record<
  'upload' | 'news' | 'newsItem' | 'photos' | 'photoItem' | 'videos' | 'videoItem' | 'publicNews' | 'publicPhotos' | 'publicVideos',
  Handler
>

beforeAll(async () => {
  payload = await testPayload()
  ;({ token: admin } = await signIn(payload, 'admin'))
  ;({ POST: h.upload } = await import('../../../src/app/api/admin/upload/route'))
  ;({ POST: h.news } = await import('../../../src/app/api/admin/news/route'))
  ;({ PUT: h.newsItem } = withParams('/api/admin/news/[id]', await import('../../../src/app/api/admin/news/[id]/route')))
  ;({ POST: h.photos } = await import('../../../src/app/api/admin/photos/route'))
  ;({ DELETE: h.photoItem } = withParams('/api/admin/photos/[id]', await import('../../../src/app/api/admin/photos/[id]/route')))
  ;({ POST: h.videos } = await import('../../../src/app/api/admin/videos/route'))
  ;({ DELETE: h.videoItem } = withParams('/api/admin/videos/[id]', await import('../../../src/app/api/admin/videos/[id]/route')))
  ;({ GET: h.publicNews } = await import('../../../src/app/api/news/route'))
  ;({ GET: h.publicPhotos } = await import('../../../src/app/api/photos/route'))
  ;({ GET: h.publicVideos } = await import('../../../src/app/api/videos/route'))
})

const titles = async (handler: Handler, path: string) =>
  ((await (await handler(new Request(`http://localhost${path}`))).json()) as { title: string }[]).map((i) => i.title)
const send = async (handler: Handler, url: string, method: string, body?: unknown) => {
  const res = await call(handler, url, { method, body, token: admin })
  expect(res.status).toBeLessThan(300)
  return res.json()
}

describe('public reads after an admin change', () => {
  it('the stand-in cache really serves stale data when no hook expires it', async () => {
    await titles(h.publicNews, '/api/news')
    expect(cache.entries.size).toBeGreaterThan(0)
    // Written beneath Payload's hooks: nothing expires the cached list, so it must not show.
    await payload.db.create({ collection: 'news', data: { title: 'Hookless write', content: 'x', date: new Date().toISOString() } })
    expect(await titles(h.publicNews, '/api/news')).not.toContain('Hookless write')
  })

  it('a news item created, edited or given a new photo shows in GET /api/news at once', async () => {
    await titles(h.publicNews, '/api/news')
    const created = await send(h.news, '/api/admin/news', 'POST', { title: 'Fresh news', content: 'Body' })
    expect(cache.expired).toContain('news')
    expect(await titles(h.publicNews, '/api/news')).toContain('Fresh news')
    await send(h.newsItem, `/api/admin/news/${created.id}`, 'PUT', { title: 'Fresh news, edited', content: 'Body' })
    const after = await titles(h.publicNews, '/api/news')
    expect(after).toContain('Fresh news, edited')
    expect(after).not.toContain('Fresh news')
  })

  it('a photo added or deleted shows in GET /api/photos at once', async () => {
    await titles(h.publicPhotos, '/api/photos')
    const image = (await upload(h.upload, admin, 'gallery-photos', { data: await jpeg(64, 64), filename: 'a.jpg' })).body
    const photo = await send(h.photos, '/api/admin/photos', 'POST', { title: 'Fresh photo', imageUrl: image.url })
    expect(await titles(h.publicPhotos, '/api/photos')).toContain('Fresh photo')
    await send(h.photoItem, `/api/admin/photos/${photo.id}`, 'DELETE')
    expect(await titles(h.publicPhotos, '/api/photos')).not.toContain('Fresh photo')
  })

  it('a video added or deleted shows in GET /api/videos at once', async () => {
    await titles(h.publicVideos, '/api/videos')
    const video = await send(h.videos, '/api/admin/videos', 'POST', { title: 'Fresh video', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })
    expect(await titles(h.publicVideos, '/api/videos')).toContain('Fresh video')
    await send(h.videoItem, `/api/admin/videos/${video.id}`, 'DELETE')
    expect(await titles(h.publicVideos, '/api/videos')).not.toContain('Fresh video')
  })
})
