import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { withParams } from '../../support/route-params'

/**
 * Uploads with S3 configured (`S3_*`, payload.config.ts registers
 * @payloadcms/storage-s3), against s3rver, a local S3-compatible server on
 * loopback: files land in the bucket under the spec's prefixes, are served back
 * through /cms-api/<slug>/file/<name>, and leave the bucket when replaced or
 * deleted. The configuration is read when payload.config.ts is first imported,
 * so every app module is imported only after the S3 variables are set (each test
 * file runs in its own module graph).
 */
type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> }
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass

type Handler = (request: Request) => Promise<Response>
const BUCKET = 'upcho-media-test'
const S3_ENV = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
const savedEnv = Object.fromEntries(S3_ENV.map((k) => [k, process.env[k]]))

let server: S3rverInstance
let s3Dir: string
let endpoint: string
let payload: Payload
let admin: string
let mediaDir: string
const h = {} as Record<'upload' | 'news' | 'newsItem' | 'photos' | 'photoItem' | 'file', Handler>
let fixtures: typeof import('../../fixtures/media/requests')
let images: typeof import('../../fixtures/media/images')
let makePdf: typeof import('../../../src/platform/seed/pdf').makePdf

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-s3rver-'))
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] })
  const { port } = await server.run()
  endpoint = `http://127.0.0.1:${port}`
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })

  const { testPayload } = await import('../../support/payload')
  payload = await testPayload()
  // Guard: this Payload must be the one built with S3 (not one cached from another configuration).
  expect(payload.collections['gallery-images'].config.upload.disableLocalStorage).toBe(true)
  ;({ token: admin } = await (await import('../../support/admin-fixtures')).signIn(payload, 'admin'))
  mediaDir = (await import('../../../src/platform/config/env')).getEnv().mediaDir
  ;({ POST: h.upload } = await import('../../../src/app/api/admin/upload/route'))
  ;({ POST: h.news } = await import('../../../src/app/api/admin/news/route'))
  const newsItem = withParams('/api/admin/news/[id]', await import('../../../src/app/api/admin/news/[id]/route'))
  h.newsItem = (request) => (request.method === 'PUT' ? newsItem.PUT(request) : newsItem.DELETE(request))
  ;({ POST: h.photos } = await import('../../../src/app/api/admin/photos/route'))
  ;({ DELETE: h.photoItem } = withParams('/api/admin/photos/[id]', await import('../../../src/app/api/admin/photos/[id]/route')))
  const { REST_GET } = await import('@payloadcms/next/routes')
  const GET = REST_GET((await import('../../../payload.config')).default)
  h.file = (request) => GET(request, { params: Promise.resolve({ slug: new URL(request.url).pathname.split('/').slice(2) }) })
  fixtures = await import('../../fixtures/media/requests')
  images = await import('../../fixtures/media/images')
  ;({ makePdf } = await import('../../../src/platform/seed/pdf'))
})

afterAll(async () => {
  for (const key of S3_ENV) {
    if (savedEnv[key] === undefined) delete process.env[key]
    else process.env[key] = savedEnv[key]
  }
  await server?.close()
  if (s3Dir) fs.rmSync(s3Dir, { recursive: true, force: true })
})

/** The keys in the bucket under `prefix`, through the S3 API itself (ListObjectsV2). */
async function keysUnder(prefix: string): Promise<string[]> {
  const res = await fetch(`${endpoint}/${BUCKET}?list-type=2&max-keys=1000&prefix=${encodeURIComponent(prefix)}`)
  expect(res.status).toBe(200)
  return [...(await res.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1])
}
const objectBytes = async (key: string) => Buffer.from(await (await fetch(`${endpoint}/${BUCKET}/${key}`)).arrayBuffer())
/** The object and every size Payload made of it. */
const variants = async (prefix: string, filename: string) =>
  (await keysUnder(`${prefix}/${filename.replace(/\.[^.]+$/, '')}`)).filter((k) => !k.slice(prefix.length + 1).includes('/'))

const uploadOk = async (folder: string, data: Buffer) => {
  const { status, body } = await fixtures.upload(h.upload, admin, folder, { data, filename: 'IMG_0001.jpg' })
  expect(status, JSON.stringify(body)).toBe(201)
  return body
}
const send = async (handler: Handler, url: string, method: string, body?: unknown) => {
  const { call } = await import('../../support/auth')
  const res = await call(handler, url, { method, body, token: admin })
  return { status: res.status, body: await res.json() }
}

describe('uploads with S3 storage', () => {
  it.each([
    ['news-pdfs', 'documents', 'application/pdf'],
    ['news-photos', 'images', 'image/png'],
    ['gallery-photos', 'gallery-images', 'image/jpeg'],
    ['gallery-photos/thumbnails', 'gallery-thumbnails', 'image/jpeg'],
  ] as const)('stores a file for %s in the bucket under that prefix and serves it at /cms-api', async (folder, slug, type) => {
    const data =
      folder === 'news-pdfs' ? makePdf(['S3 circular']) : folder === 'news-photos' ? await images.png(64, 48) : await images.jpeg(400, 300)
    const stored = await uploadOk(folder, data)
    expect(stored.url).toBe(`/cms-api/${slug}/file/${stored.filename}`)
    expect(await keysUnder(`${folder}/`)).toContain(`${folder}/${stored.filename}`)
    // Nothing on local disk: the bucket is the only copy.
    expect(fs.existsSync(path.join(mediaDir, folder, stored.filename))).toBe(false)
    const res = await h.file(new Request(`http://localhost${stored.url}`))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(type)
    const served = Buffer.from(await res.arrayBuffer())
    expect(served.equals(await objectBytes(`${folder}/${stored.filename}`))).toBe(true)
    if (folder === 'news-pdfs') expect(served.equals(data)).toBe(true)
  })

  it('keeps gallery thumbnails out of the gallery-photos listing of sizes (separate prefix)', async () => {
    const thumb = await uploadOk('gallery-photos/thumbnails', await images.jpeg(300, 200))
    expect(await keysUnder(`gallery-photos/thumbnails/${thumb.filename}`)).toEqual([`gallery-photos/thumbnails/${thumb.filename}`])
  })

  it('strips EXIF and GPS before the photo reaches the bucket', async () => {
    const stored = await uploadOk('gallery-photos', await images.phonePhoto())
    const sharp = (await import('sharp')).default
    for (const key of await variants('gallery-photos', stored.filename)) {
      const bytes = await objectBytes(key)
      expect((await sharp(bytes).metadata()).exif).toBeUndefined()
      expect(bytes.includes('SecretPhone')).toBe(false)
    }
  })

  it('removes a replaced or removed news file from the bucket, and the rest when the item is deleted', async () => {
    const [oldPdf, newPdf, photo] = [
      await uploadOk('news-pdfs', makePdf(['Old'])),
      await uploadOk('news-pdfs', makePdf(['New'])),
      await uploadOk('news-photos', await images.png(64, 48)),
    ]
    const created = await send(h.news, '/api/admin/news', 'POST', {
      title: 'S3 news',
      content: 'Body',
      pdfUrl: oldPdf.url,
      photoUrl: photo.url,
    })
    expect(created.status).toBe(201)
    const photoKeys = await variants('news-photos', photo.filename)
    expect(photoKeys.length).toBeGreaterThan(1) // the photo and Payload's sizes

    // The item's URLs as the list gives them back (with S3: followed by ?prefix=...) are accepted as they are.
    const unchanged = await send(h.newsItem, `/api/admin/news/${created.body.id}`, 'PUT', {
      title: 'S3 news',
      content: 'Body',
      pdfUrl: created.body.pdfUrl,
      photoUrl: created.body.photoUrl,
    })
    expect(unchanged).toEqual({ status: 200, body: created.body })
    const edited = await send(h.newsItem, `/api/admin/news/${created.body.id}`, 'PUT', {
      title: 'S3 news',
      content: 'Body',
      pdfUrl: newPdf.url,
      photoUrl: null,
    })
    expect(edited).toMatchObject({ status: 200, body: { photoUrl: null } })
    expect(edited.body.pdfUrl.startsWith(newPdf.url)).toBe(true)
    expect(await keysUnder(`news-pdfs/${oldPdf.filename}`)).toEqual([])
    expect(await variants('news-photos', photo.filename)).toEqual([])
    expect(await keysUnder(`news-pdfs/${newPdf.filename}`)).toEqual([`news-pdfs/${newPdf.filename}`])

    expect((await send(h.newsItem, `/api/admin/news/${created.body.id}`, 'DELETE')).status).toBe(200)
    expect(await keysUnder(`news-pdfs/${newPdf.filename}`)).toEqual([])
    expect((await h.file(new Request(`http://localhost${newPdf.url}`))).status).toBe(404)
  })

  it('removes files from the bucket just the same when the change comes from /cms (the Local API, no service of ours)', async () => {
    const [oldPdf, newPdf, image] = [
      await uploadOk('news-pdfs', makePdf(['Old'])),
      await uploadOk('news-pdfs', makePdf(['New'])),
      await uploadOk('gallery-photos', await images.jpeg(800, 600)),
    ]
    const docId = async (collection: 'documents' | 'gallery-images', filename: string) =>
      (await payload.find({ collection, where: { filename: { equals: filename } } })).docs[0].id
    const news = await payload.create({
      collection: 'news',
      data: { title: 'CMS news', content: 'Body', date: new Date().toISOString(), pdf: await docId('documents', oldPdf.filename) },
    })
    await payload.update({ collection: 'news', id: news.id, data: { pdf: await docId('documents', newPdf.filename) } })
    expect(await keysUnder(`news-pdfs/${oldPdf.filename}`)).toEqual([])
    await payload.delete({ collection: 'news', id: news.id })
    expect(await keysUnder(`news-pdfs/${newPdf.filename}`)).toEqual([])
    const photo = await payload.create({
      collection: 'photos',
      data: { title: 'CMS photo', image: await docId('gallery-images', image.filename), uploadDate: new Date().toISOString() },
    })
    expect((await variants('gallery-photos', image.filename)).length).toBeGreaterThan(1)
    await payload.delete({ collection: 'photos', id: photo.id })
    expect(await variants('gallery-photos', image.filename)).toEqual([])
  })

  it('removes a deleted photo’s image (with its sizes) and thumbnail from the bucket', async () => {
    const [image, thumb] = [
      await uploadOk('gallery-photos', await images.jpeg(800, 600)),
      await uploadOk('gallery-photos/thumbnails', await images.jpeg(300, 225)),
    ]
    const created = await send(h.photos, '/api/admin/photos', 'POST', { title: 'S3 photo', imageUrl: image.url, thumbnailUrl: thumb.url })
    expect(created.status).toBe(201)
    // Payload's S3 URLs in documents carry the storage prefix; served the same either way.
    expect(created.body.thumbnailUrl).toMatch(new RegExp(`^${thumb.url.replace(/\./g, '\\.')}(\\?prefix=gallery-photos%2Fthumbnails)?$`))
    expect((await h.file(new Request(`http://localhost${created.body.thumbnailUrl}`))).status).toBe(200)
    expect((await variants('gallery-photos', image.filename)).length).toBeGreaterThan(1)
    expect((await send(h.photoItem, `/api/admin/photos/${created.body.id}`, 'DELETE')).status).toBe(200)
    expect(await variants('gallery-photos', image.filename)).toEqual([])
    expect(await keysUnder(`gallery-photos/thumbnails/${thumb.filename}`)).toEqual([])
  })
})
