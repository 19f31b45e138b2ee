import { describe, expect, it } from 'vitest'

import { AUTH_MESSAGES } from '../../../src/platform/http/guards'

import { call } from '../../support/auth'

import { jpeg } from '../../fixtures/media/images'

import { uploadRequest } from '../../fixtures/media/requests'
import { type Handler, type Role } from '../../support/admin-fixtures'

import { useAdminMediaRoutes, payload, tokens, r, pdf, counts, diskFiles } from '../../support/admin-media-routes'

/** Who may call the media desk's endpoints: only admins; everyone else gets the spec's message and changes nothing. */
useAdminMediaRoutes()

// ---- Access ---------------------------------------------------------------------------------------

type Endpoint = {
  name: string
  handler: () => Handler
  method: string
  ok: number
  prepare: () => Promise<{ url: string; body?: unknown; upload?: boolean }>
}

const newsId = async () =>
  (await payload.create({ collection: 'news', data: { title: 'Access check', content: 'x', date: new Date().toISOString() } })).id
const videoId = async () =>
  (
    await payload.create({
      collection: 'videos',
      data: { title: 'Access check', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', uploadDate: new Date().toISOString() },
    })
  ).id
const photoId = async () => {
  const data = await jpeg(32, 32)
  const image = await payload.create({
    collection: 'gallery-images',
    data: {},
    file: { data, mimetype: 'image/jpeg', name: 'access.jpg', size: data.length },
  })
  return (
    await payload.create({ collection: 'photos', data: { title: 'Access check', image: image.id, uploadDate: new Date().toISOString() } })
  ).id
}

const endpoints: Endpoint[] = [
  {
    name: 'POST /api/admin/upload',
    handler: () => r.upload.POST,
    method: 'POST',
    ok: 201,
    prepare: async () => ({ url: '/api/admin/upload', upload: true }),
  },
  { name: 'GET /api/admin/news', handler: () => r.newsList.GET, method: 'GET', ok: 200, prepare: async () => ({ url: '/api/admin/news' }) },
  {
    name: 'POST /api/admin/news',
    handler: () => r.newsList.POST,
    method: 'POST',
    ok: 201,
    prepare: async () => ({ url: '/api/admin/news', body: { title: 'T', content: 'C' } }),
  },
  {
    name: 'PUT /api/admin/news/{id}',
    handler: () => r.newsItem.PUT,
    method: 'PUT',
    ok: 200,
    prepare: async () => ({ url: `/api/admin/news/${await newsId()}`, body: { title: 'Changed', content: 'C' } }),
  },
  {
    name: 'DELETE /api/admin/news/{id}',
    handler: () => r.newsItem.DELETE,
    method: 'DELETE',
    ok: 200,
    prepare: async () => ({ url: `/api/admin/news/${await newsId()}` }),
  },
  {
    name: 'GET /api/admin/photos',
    handler: () => r.photosList.GET,
    method: 'GET',
    ok: 200,
    prepare: async () => ({ url: '/api/admin/photos' }),
  },
  {
    name: 'POST /api/admin/photos',
    handler: () => r.photosList.POST,
    method: 'POST',
    ok: 201,
    prepare: async () => {
      const data = await jpeg(32, 32)
      const image = await payload.create({
        collection: 'gallery-images',
        data: {},
        file: { data, mimetype: 'image/jpeg', name: 'access-new.jpg', size: data.length },
      })
      return { url: '/api/admin/photos', body: { title: 'T', imageUrl: image.url, thumbnailUrl: null } }
    },
  },
  {
    name: 'DELETE /api/admin/photos/{id}',
    handler: () => r.photoItem.DELETE,
    method: 'DELETE',
    ok: 200,
    prepare: async () => ({ url: `/api/admin/photos/${await photoId()}` }),
  },
  {
    name: 'GET /api/admin/videos',
    handler: () => r.videosList.GET,
    method: 'GET',
    ok: 200,
    prepare: async () => ({ url: '/api/admin/videos' }),
  },
  {
    name: 'POST /api/admin/videos',
    handler: () => r.videosList.POST,
    method: 'POST',
    ok: 201,
    prepare: async () => ({ url: '/api/admin/videos', body: { title: 'T', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' } }),
  },
  {
    name: 'PUT /api/admin/videos/{id}',
    handler: () => r.videoItem.PUT,
    method: 'PUT',
    ok: 200,
    prepare: async () => ({
      url: `/api/admin/videos/${await videoId()}`,
      body: { title: 'Changed', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' },
    }),
  },
  {
    name: 'DELETE /api/admin/videos/{id}',
    handler: () => r.videoItem.DELETE,
    method: 'DELETE',
    ok: 200,
    prepare: async () => ({ url: `/api/admin/videos/${await videoId()}` }),
  },
]

const callers: [caller: 'anonymous' | Role, status?: number, message?: string][] = [
  ['anonymous', 401, AUTH_MESSAGES.required.en],
  ['member', 403, AUTH_MESSAGES.forbidden.en],
  ['editor', 403, AUTH_MESSAGES.forbidden.en],
  ['admin'],
]
const matrix = endpoints.flatMap((e) => callers.map(([caller, status, message]) => [e.name, caller, status ?? e.ok, message, e] as const))

describe('access matrix: only admins reach the media endpoints', () => {
  it.each(matrix)('%s as %s → %i', async (_name, caller, status, message, endpoint) => {
    const { url, body, upload: isUpload } = await endpoint.prepare()
    const token = caller === 'anonymous' ? undefined : tokens[caller]
    const before = { counts: await counts(), disk: diskFiles() }
    const res = isUpload
      ? await endpoint.handler()(uploadRequest(token, 'news-pdfs', { data: pdf(), filename: 'a.pdf', type: 'application/pdf' }))
      : await call(endpoint.handler(), url, { method: endpoint.method, token, body })
    expect(res.status).toBe(status)
    expect(res.headers.get('cache-control')).toBe('no-store')
    if (message) {
      expect(await res.json()).toEqual({ message })
      expect(await counts()).toEqual(before.counts)
      expect(diskFiles()).toEqual(before.disk)
    }
  })
})
