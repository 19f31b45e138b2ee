import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, expect } from 'vitest'

import { getEnv } from '../../src/platform/config/env'
import { makePdf } from '../../src/platform/seed/pdf'
import { jpeg, png } from '../fixtures/media/images'
import { upload } from '../fixtures/media/requests'
import { signIn, type Handler, type Role } from './admin-fixtures'
import { call } from './auth'
import { testPayload } from './payload'
import { withParams } from './route-params'

/**
 * The media desk's route handlers (/api/admin/upload, news, photos, videos) and their helpers, shared by the
 * admin-media-*.test.ts files: each calls useAdminMediaRoutes() once, then uses payload, r, tokens and admin.
 */
export let payload: Payload
export const tokens: Partial<Record<Role, string>> = {}
export let admin: string
export const r = {} as Record<
  'upload' | 'newsList' | 'newsItem' | 'photosList' | 'photoItem' | 'videosList' | 'videoItem' | 'publicNews',
  Record<string, Handler>
>

/** Registers the file's setup: the test Payload, the route handlers, a signed-in member, editor and admin. */
export function useAdminMediaRoutes() {
  beforeAll(async () => {
    payload = await testPayload()
    const handlers = (mod: object) => mod as Record<string, Handler>
    r.upload = handlers(await import('../../src/app/api/admin/upload/route'))
    r.newsList = handlers(await import('../../src/app/api/admin/news/route'))
    r.newsItem = handlers(withParams('/api/admin/news/[id]', await import('../../src/app/api/admin/news/[id]/route')))
    r.photosList = handlers(await import('../../src/app/api/admin/photos/route'))
    r.photoItem = handlers(withParams('/api/admin/photos/[id]', await import('../../src/app/api/admin/photos/[id]/route')))
    r.videosList = handlers(await import('../../src/app/api/admin/videos/route'))
    r.videoItem = handlers(withParams('/api/admin/videos/[id]', await import('../../src/app/api/admin/videos/[id]/route')))
    r.publicNews = handlers(await import('../../src/app/api/news/route'))
    for (const role of ['member', 'editor', 'admin'] as const) tokens[role] = (await signIn(payload, role)).token
    admin = tokens.admin!
  })
}

export const media = (folder: string) => path.join(getEnv().mediaDir, folder)
export const filesIn = (folder: string) =>
  fs.existsSync(media(folder)) ? fs.readdirSync(media(folder)).filter((f) => fs.statSync(path.join(media(folder), f)).isFile()) : []
/** The stored file and every size Payload made of it (name-300x200.jpg...). */
export const storedVariants = (folder: string, filename: string) =>
  filesIn(folder).filter((f) => f.startsWith(filename.replace(/\.[^.]+$/, '')))
export const pdf = (text = 'Circular') => makePdf([text, 'For the admin media test'])
export const send = (handler: Handler, url: string, method: string, body?: unknown, token: string | undefined = admin) =>
  call(handler, url, { method, body, token })
export const read = async (res: Response) => ({ status: res.status, body: await res.json() })

export const counts = async () => {
  const out: Record<string, number> = {}
  for (const collection of ['news', 'photos', 'videos', 'documents', 'images', 'gallery-images', 'gallery-thumbnails'] as const) {
    out[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs
  }
  return out
}
export const diskFiles = () =>
  ['news-pdfs', 'news-photos', 'gallery-photos', 'gallery-photos/thumbnails'].flatMap((f) => filesIn(f).map((n) => `${f}/${n}`)).sort()

export const uploadOk = async (folder: string, data: Buffer, filename = 'file.bin') => {
  const { status, body } = await upload(r.upload.POST, admin, folder, { data, filename })
  expect(status, JSON.stringify(body)).toBe(201)
  return body
}
export const newsPdf = () => uploadOk('news-pdfs', pdf())
export const newsPhoto = async () => uploadOk('news-photos', await png(64, 48))
export const galleryImage = async () => uploadOk('gallery-photos', await jpeg(640, 480))
export const galleryThumb = async () => uploadOk('gallery-photos/thumbnails', await jpeg(300, 225))

/** GET /cms-api/<slug>/file/<name> through Payload's own REST handler, as the site serves uploads. */
export async function serveFile(url: string): Promise<Response> {
  const { REST_GET } = await import('@payloadcms/next/routes')
  const GET = REST_GET((await import('../../payload.config')).default)
  return GET(new Request(`http://localhost${url}`), {
    params: Promise.resolve({ slug: new URL(url, 'http://localhost').pathname.split('/').slice(2) }),
  })
}
