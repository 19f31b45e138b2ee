import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '../../../src/platform/config/env'
import { AUTH_MESSAGES } from '../../../src/platform/http/guards'
import { makePdf } from '../../../src/platform/seed/pdf'
import { call } from '../../support/auth'
import { testPayload } from '../../support/payload'
import { withParams } from '../../support/route-params'
import { exifTags, jpeg, phonePhoto, png } from '../../fixtures/media/images'
import { streamedUpload, upload, uploadRequest } from '../../fixtures/media/requests'
import { signIn, type Handler, type Role } from '../../support/admin-fixtures'

/**
 * /api/admin/upload, news, photos and videos ('Media management') on
 * local disk under the test DATA_DIR: who may call them, what the upload accepts
 * (security.md 'Uploads'), and that replaced or deleted files leave the disk.
 */
let payload: Payload
const tokens: Partial<Record<Role, string>> = {}
let admin: string
const r = {} as Record<
  'upload' | 'newsList' | 'newsItem' | 'photosList' | 'photoItem' | 'videosList' | 'videoItem' | 'publicNews',
  Record<string, Handler>
>

beforeAll(async () => {
  payload = await testPayload()
  const handlers = (mod: object) => mod as Record<string, Handler>
  r.upload = handlers(await import('../../../src/app/api/admin/upload/route'))
  r.newsList = handlers(await import('../../../src/app/api/admin/news/route'))
  r.newsItem = handlers(withParams('/api/admin/news/[id]', await import('../../../src/app/api/admin/news/[id]/route')))
  r.photosList = handlers(await import('../../../src/app/api/admin/photos/route'))
  r.photoItem = handlers(withParams('/api/admin/photos/[id]', await import('../../../src/app/api/admin/photos/[id]/route')))
  r.videosList = handlers(await import('../../../src/app/api/admin/videos/route'))
  r.videoItem = handlers(withParams('/api/admin/videos/[id]', await import('../../../src/app/api/admin/videos/[id]/route')))
  r.publicNews = handlers(await import('../../../src/app/api/news/route'))
  for (const role of ['member', 'editor', 'admin'] as const) tokens[role] = (await signIn(payload, role)).token
  admin = tokens.admin!
})

const media = (folder: string) => path.join(getEnv().mediaDir, folder)
const filesIn = (folder: string) =>
  fs.existsSync(media(folder)) ? fs.readdirSync(media(folder)).filter((f) => fs.statSync(path.join(media(folder), f)).isFile()) : []
/** The stored file and every size Payload made of it (name-300x200.jpg...). */
const storedVariants = (folder: string, filename: string) => filesIn(folder).filter((f) => f.startsWith(filename.replace(/\.[^.]+$/, '')))
const pdf = (text = 'Circular') => makePdf([text, 'For the admin media test'])
const send = (handler: Handler, url: string, method: string, body?: unknown, token: string | undefined = admin) =>
  call(handler, url, { method, body, token })
const read = async (res: Response) => ({ status: res.status, body: await res.json() })

const counts = async () => {
  const out: Record<string, number> = {}
  for (const collection of ['news', 'photos', 'videos', 'documents', 'images', 'gallery-images', 'gallery-thumbnails'] as const) {
    out[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs
  }
  return out
}
const diskFiles = () =>
  ['news-pdfs', 'news-photos', 'gallery-photos', 'gallery-photos/thumbnails'].flatMap((f) => filesIn(f).map((n) => `${f}/${n}`)).sort()

const uploadOk = async (folder: string, data: Buffer, filename = 'file.bin') => {
  const { status, body } = await upload(r.upload.POST, admin, folder, { data, filename })
  expect(status, JSON.stringify(body)).toBe(201)
  return body
}
const newsPdf = () => uploadOk('news-pdfs', pdf())
const newsPhoto = async () => uploadOk('news-photos', await png(64, 48))
const galleryImage = async () => uploadOk('gallery-photos', await jpeg(640, 480))
const galleryThumb = async () => uploadOk('gallery-photos/thumbnails', await jpeg(300, 225))

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
  ['anonymous', 401, AUTH_MESSAGES.required],
  ['member', 403, AUTH_MESSAGES.forbidden],
  ['editor', 403, AUTH_MESSAGES.forbidden],
  ['admin'],
]
const matrix = endpoints.flatMap((e) => callers.map(([caller, status, message]) => [e.name, caller, status ?? e.ok, message, e] as const))

/** GET /cms-api/<slug>/file/<name> through Payload's own REST handler, as the site serves uploads. */
async function serveFile(url: string): Promise<Response> {
  const { REST_GET } = await import('@payloadcms/next/routes')
  const GET = REST_GET((await import('../../../payload.config')).default)
  return GET(new Request(`http://localhost${url}`), {
    params: Promise.resolve({ slug: new URL(url, 'http://localhost').pathname.split('/').slice(2) }),
  })
}

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

// ---- Upload ---------------------------------------------------------------------------------------

describe('POST /api/admin/upload', () => {
  it.each([
    ['news-pdfs', 'documents', () => Promise.resolve(pdf()), 'application/pdf', 'pdf'],
    ['news-photos', 'images', () => png(64, 48), 'image/png', 'png'],
    ['gallery-photos', 'gallery-images', () => jpeg(640, 480), 'image/jpeg', 'jpg'],
    ['gallery-photos/thumbnails', 'gallery-thumbnails', () => jpeg(300, 225), 'image/jpeg', 'jpg'],
  ] as const)('stores a file in %s under a generated name and answers its URL', async (folder, slug, make, mimeType, ext) => {
    const data = await make()
    const { status, body, res } = await upload(r.upload.POST, admin, folder, { data, filename: `My File.${ext}` })
    expect(status).toBe(201)
    expect(Object.keys(body).sort()).toEqual(['filename', 'folder', 'mimeType', 'size', 'url'])
    expect(body.filename).toMatch(new RegExp(`^\\d{13}-[0-9a-f]{12}\\.${ext}$`))
    expect(body).toMatchObject({ url: `/cms-api/${slug}/file/${body.filename}`, folder, mimeType })
    const onDisk = path.join(media(folder), body.filename)
    expect(fs.existsSync(onDisk)).toBe(true)
    expect(body.size).toBe(fs.statSync(onDisk).size)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const { docs } = await payload.find({ collection: slug, where: { filename: { equals: body.filename } } })
    expect(docs).toHaveLength(1)
  })

  it('keeps a PDF byte for byte', async () => {
    const data = pdf('Byte for byte')
    const body = await uploadOk('news-pdfs', data)
    expect(fs.readFileSync(path.join(media('news-pdfs'), body.filename)).equals(data)).toBe(true)
  })

  it.each([
    [
      'an HTML page renamed .pdf',
      'news-pdfs',
      '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
      'circular.pdf',
      'application/pdf',
      'Only PDF files can be uploaded here.',
    ],
    [
      'an SVG',
      'news-photos',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>',
      'logo.svg',
      'image/svg+xml',
      'Only JPEG, PNG or WebP images can be uploaded here.',
    ],
    [
      'an SVG named .png',
      'gallery-photos',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      'photo.png',
      'image/png',
      'Only JPEG, PNG or WebP images can be uploaded here.',
    ],
    [
      'a JSON file named .png',
      'gallery-photos/thumbnails',
      '{"not": "an image"}',
      'thumb.png',
      'image/png',
      'Only JPEG, PNG or WebP images can be uploaded here.',
    ],
    [
      'an HTML page named .jpg',
      'news-photos',
      '<html><script>alert(1)</script></html>',
      'x.jpg',
      'image/jpeg',
      'Only JPEG, PNG or WebP images can be uploaded here.',
    ],
  ])('refuses %s with 415 and stores nothing', async (_, folder, content, filename, type, message) => {
    const before = { counts: await counts(), disk: diskFiles() }
    const { status, body } = await upload(r.upload.POST, admin, folder, { data: Buffer.from(content), filename, type })
    expect({ status, body }).toEqual({ status: 415, body: { message } })
    expect(await counts()).toEqual(before.counts)
    expect(diskFiles()).toEqual(before.disk)
  })

  it('refuses a PDF cut off before its end (415, not a server error)', async () => {
    const whole = pdf()
    const before = await counts()
    const { status, body } = await upload(r.upload.POST, admin, 'news-pdfs', {
      data: whole.subarray(0, whole.length - 30),
      filename: 'cut.pdf',
      type: 'application/pdf',
    })
    expect({ status, body }).toEqual({
      status: 415,
      body: { message: 'The PDF seems damaged or incomplete. Please choose another PDF file.' },
    })
    expect(await counts()).toEqual(before)
  })

  it('refuses a PDF in a photo folder and a photo in the PDF folder', async () => {
    expect((await upload(r.upload.POST, admin, 'news-photos', { data: pdf(), filename: 'x.jpg', type: 'image/jpeg' })).status).toBe(415)
    expect(
      (await upload(r.upload.POST, admin, 'news-pdfs', { data: await png(), filename: 'x.pdf', type: 'application/pdf' })).status,
    ).toBe(415)
  })

  it('refuses bytes that only begin like an image (415) ', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')])
    const before = await counts()
    const { status, body } = await upload(r.upload.POST, admin, 'news-photos', { data: fake, filename: 'x.jpg', type: 'image/jpeg' })
    expect({ status, body }).toEqual({
      status: 415,
      body: { message: 'The image could not be read. Please choose a JPEG, PNG or WebP image.' },
    })
    expect(await counts()).toEqual(before)
  })

  it('refuses an oversized PDF with 413 and stores nothing', async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(20 * 1024 * 1024 + 1 - pdf().length, 0x20)])
    const before = { counts: await counts(), disk: diskFiles() }
    for (const order of ['folder-first', 'file-first'] as const) {
      const res = await r.upload.POST(uploadRequest(admin, 'news-pdfs', { data: big, filename: 'big.pdf', type: 'application/pdf' }, order))
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 413,
        body: { message: 'The file is too large. The limit is 20 MB.' },
      })
    }
    expect(await counts()).toEqual(before.counts)
    expect(diskFiles()).toEqual(before.disk)
  })

  it('refuses a photo over 10 MB with 413 naming its own limit', async () => {
    const head = await jpeg()
    const big = Buffer.concat([head, Buffer.alloc(10 * 1024 * 1024 + 1 - head.length)])
    const { status, body } = await upload(r.upload.POST, admin, 'gallery-photos', { data: big, filename: 'big.jpg', type: 'image/jpeg' })
    expect({ status, body }).toEqual({ status: 413, body: { message: 'The file is too large. The limit is 10 MB.' } })
  })

  it('refuses a declared Content-Length above the cap before reading the body', async () => {
    const { request, state } = streamedUpload(admin, 'news-pdfs', pdf(), 200 * 1024 * 1024, 200 * 1024 * 1024)
    const res = await r.upload.POST(request)
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 413,
      body: { message: 'The file is too large. The limit is 20 MB.' },
    })
    expect(state.pulled).toBeLessThan(1024 * 1024)
  })

  it('stops reading an undeclared body as soon as it passes the folder cap', async () => {
    const before = diskFiles()
    const { request, state } = streamedUpload(admin, 'gallery-photos', await jpeg(), 200 * 1024 * 1024)
    const res = await r.upload.POST(request)
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 413,
      body: { message: 'The file is too large. The limit is 10 MB.' },
    })
    // The photo cap (10 MB) plus the multipart envelope and a chunk or two of read-ahead, not the 200 MB sent.
    expect(state.pulled).toBeGreaterThan(10 * 1024 * 1024)
    expect(state.pulled).toBeLessThan(11 * 1024 * 1024)
    expect(diskFiles()).toEqual(before)
  })

  it('stores a path-traversal name under a generated name inside the folder', async () => {
    const before = diskFiles()
    const { status, body } = await upload(r.upload.POST, admin, 'news-photos', {
      data: await png(),
      filename: '../../x.js',
      type: 'application/javascript',
    })
    expect(status).toBe(201)
    expect(body.filename).toMatch(/^\d{13}-[0-9a-f]{12}\.png$/)
    expect(body.url).toBe(`/cms-api/images/file/${body.filename}`)
    const added = diskFiles().filter((f) => !before.includes(f))
    expect(added.length).toBeGreaterThan(0)
    for (const file of added) expect(file.startsWith(`news-photos/${body.filename.replace('.png', '')}`)).toBe(true)
    const everywhere = fs.readdirSync(getEnv().dataDir, { recursive: true }).map(String)
    expect(everywhere.filter((f) => f.endsWith('x.js'))).toEqual([])
  })

  it.each(['news-photos', 'gallery-photos', 'gallery-photos/thumbnails'])(
    'strips EXIF and GPS from a photo in %s, keeping it upright',
    async (folder) => {
      const original = await phonePhoto()
      const tags = exifTags((await sharp(original).metadata()).exif)
      expect(tags.gps.length).toBeGreaterThan(0) // the test photo really carries a position
      expect(original.includes('SecretPhone')).toBe(true)
      const { status, body } = await upload(r.upload.POST, admin, folder, { data: original, filename: 'IMG_0001.jpg', type: 'image/jpeg' })
      expect(status).toBe(201)
      for (const file of storedVariants(folder, body.filename)) {
        const stored = fs.readFileSync(path.join(media(folder), file))
        const meta = await sharp(stored).metadata()
        expect(meta.exif).toBeUndefined()
        expect(meta.orientation).toBeUndefined()
        expect(stored.includes('SecretPhone')).toBe(false)
        expect(stored.includes('Photo owner')).toBe(false)
      }
      // Orientation 6 was applied to the pixels: the 40×20 photo now stands 20×40.
      const meta = await sharp(path.join(media(folder), body.filename)).metadata()
      expect([meta.width, meta.height]).toEqual([20, 40])
    },
  )

  it.each([
    ['no file', [{ name: 'folder', value: 'news-pdfs' }], 'Please choose a file to upload.'],
    [
      'an empty file',
      [
        { name: 'folder', value: 'news-pdfs' },
        { name: 'file', filename: 'a.pdf', type: 'application/pdf', data: Buffer.alloc(0) },
      ],
      'Please choose a file to upload.',
    ],
    [
      'an unknown folder',
      [
        { name: 'folder', value: '../../etc' },
        { name: 'file', filename: 'a.pdf', type: 'application/pdf', data: pdf() },
      ],
      undefined,
    ],
    ['no folder', [{ name: 'file', filename: 'a.pdf', type: 'application/pdf', data: pdf() }], undefined],
    [
      'two files',
      [
        { name: 'folder', value: 'news-pdfs' },
        { name: 'file', filename: 'a.pdf', type: 'application/pdf', data: pdf() },
        { name: 'file', filename: 'b.pdf', type: 'application/pdf', data: pdf() },
      ],
      'Please upload one file at a time.',
    ],
  ] as const)('answers 400 for %s and stores nothing', async (_, parts, message) => {
    const { multipart } = await import('../../fixtures/media/requests')
    const { body, contentType } = multipart(parts as never)
    const before = await counts()
    const res = await r.upload.POST(
      new Request('http://localhost/api/admin/upload', {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': contentType },
        body: body as Uint8Array<ArrayBuffer>,
      }),
    )
    const answer = await res.json()
    expect(res.status).toBe(400)
    expect(answer.message).toBe(message ?? 'Please choose a folder: news-pdfs, news-photos, gallery-photos, gallery-photos/thumbnails.')
    expect(await counts()).toEqual(before)
  })

  it('answers 400 to a body that is not multipart', async () => {
    const res = await call(r.upload.POST, '/api/admin/upload', { token: admin, body: { folder: 'news-pdfs', file: 'JVBERi0=' } })
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: { message: 'Please send the file as multipart/form-data with the fields file and folder.' },
    })
  })
})

describe('files served at /cms-api/<slug>/file/<name>', () => {
  it('carry their stored Content-Type, and the proxy adds nosniff there', async () => {
    const { REST_GET } = await import('@payloadcms/next/routes')
    const config = (await import('../../../payload.config')).default
    const GET = REST_GET(config)
    for (const [folder, data, type] of [
      ['news-pdfs', pdf(), 'application/pdf'],
      ['news-photos', await png(), 'image/png'],
    ] as const) {
      const stored = await uploadOk(folder, data)
      const slug = stored.url.split('/')[2]
      const res = await GET(new Request(`http://localhost${stored.url}`), {
        params: Promise.resolve({ slug: [slug, 'file', stored.filename] }),
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe(type)
      expect(Buffer.from(await res.arrayBuffer()).equals(fs.readFileSync(path.join(media(folder), stored.filename)))).toBe(true)
    }
    // Next's proxy needs AsyncLocalStorage as a global, which Next sets up in its own server.
    const { AsyncLocalStorage } = await import('node:async_hooks')
    ;(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage
    const { proxy } = await import('../../../src/proxy')
    const { NextRequest } = await import('next/server')
    const res = await proxy(new NextRequest('http://localhost/cms-api/images/file/1767225600000-a1b2c3d4e5f6.png'))
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

// ---- News -----------------------------------------------------------------------------------------

type NewsItem = { id: number; title: string; content: string; date: string; pdfUrl: string | null; photoUrl: string | null }
const listNews = async (): Promise<NewsItem[]> => {
  const { status, body } = await read(await send(r.newsList.GET, '/api/admin/news', 'GET'))
  expect(status).toBe(200)
  return body
}

describe('news', () => {
  it('creates an item with a PDF and a photo, lists it first and shows it on the public API at once', async () => {
    const [file, photo] = [await newsPdf(), await newsPhoto()]
    const started = Date.now()
    const { status, body } = await read(
      await send(r.newsList.POST, '/api/admin/news', 'POST', {
        title: ' Health camp ',
        content: 'Line one\nLine two',
        pdfUrl: file.url,
        photoUrl: photo.url,
      }),
    )
    expect(status).toBe(201)
    expect(body).toEqual({
      id: expect.any(Number),
      title: 'Health camp',
      content: 'Line one\nLine two',
      date: expect.any(String),
      pdfUrl: file.url,
      photoUrl: photo.url,
    })
    expect(Date.parse(body.date)).toBeGreaterThanOrEqual(started - 1000)
    const list = await listNews()
    expect(list.find((n) => n.id === body.id)).toEqual(body)
    const dates = list.map((n) => Date.parse(n.date))
    expect(dates.every((d, i) => i === 0 || dates[i - 1] >= d)).toBe(true)
    const pub = (await (await r.publicNews.GET(new Request('http://localhost/api/news'))).json()) as NewsItem[]
    expect(pub.find((n) => n.id === body.id)).toEqual(body)
  })

  it('replaces the PDF, removes the photo, keeps the date, and deletes both old files from disk', async () => {
    const [oldPdf, oldPhoto, newPdf] = [await newsPdf(), await newsPhoto(), await newsPdf()]
    const created = (
      await read(
        await send(r.newsList.POST, '/api/admin/news', 'POST', { title: 'T', content: 'C', pdfUrl: oldPdf.url, photoUrl: oldPhoto.url }),
      )
    ).body as NewsItem
    const photoFiles = storedVariants('news-photos', oldPhoto.filename)
    expect(photoFiles.length).toBeGreaterThan(1) // the original and Payload's sizes
    const { status, body } = await read(
      await send(r.newsItem.PUT, `/api/admin/news/${created.id}`, 'PUT', {
        title: 'T2',
        content: 'C2',
        pdfUrl: newPdf.url,
        photoUrl: null,
      }),
    )
    expect(status).toBe(200)
    expect(body).toEqual({ ...created, title: 'T2', content: 'C2', pdfUrl: newPdf.url, photoUrl: null })
    expect(fs.existsSync(path.join(media('news-pdfs'), oldPdf.filename))).toBe(false)
    expect(storedVariants('news-photos', oldPhoto.filename)).toEqual([])
    expect(fs.existsSync(path.join(media('news-pdfs'), newPdf.filename))).toBe(true)
    expect((await payload.find({ collection: 'documents', where: { filename: { equals: oldPdf.filename } } })).docs).toHaveLength(0)
    expect((await payload.find({ collection: 'images', where: { filename: { equals: oldPhoto.filename } } })).docs).toHaveLength(0)
  })

  it('keeps a file sent back unchanged, and one left out of the body', async () => {
    const [file, photo] = [await newsPdf(), await newsPhoto()]
    const created = (
      await read(
        await send(r.newsList.POST, '/api/admin/news', 'POST', { title: 'T', content: 'C', pdfUrl: file.url, photoUrl: photo.url }),
      )
    ).body as NewsItem
    const edited = await read(
      await send(r.newsItem.PUT, `/api/admin/news/${created.id}`, 'PUT', { title: 'T', content: 'Changed', pdfUrl: file.url }),
    )
    expect(edited.body).toMatchObject({ pdfUrl: file.url, photoUrl: photo.url, content: 'Changed' })
    expect(fs.existsSync(path.join(media('news-pdfs'), file.filename))).toBe(true)
    expect(fs.existsSync(path.join(media('news-photos'), photo.filename))).toBe(true)
  })

  it("never deletes a file another item (or a leader's portrait) still uses", async () => {
    const [shared, photo] = [await newsPdf(), await newsPhoto()]
    const a = (
      await read(
        await send(r.newsList.POST, '/api/admin/news', 'POST', { title: 'A', content: 'C', pdfUrl: shared.url, photoUrl: photo.url }),
      )
    ).body as NewsItem
    const b = (await read(await send(r.newsList.POST, '/api/admin/news', 'POST', { title: 'B', content: 'C', pdfUrl: shared.url })))
      .body as NewsItem
    const photoDoc = (await payload.find({ collection: 'images', where: { filename: { equals: photo.filename } } })).docs[0]
    const original = await payload.findGlobal({ slug: 'leaders', depth: 0 })
    await payload.updateGlobal({
      slug: 'leaders',
      data: { leaders: [{ name: 'Dr. Asha Singh', position: 'President', photo: photoDoc.id }] },
    })
    try {
      expect(
        (await send(r.newsItem.PUT, `/api/admin/news/${a.id}`, 'PUT', { title: 'A', content: 'C', pdfUrl: null, photoUrl: null })).status,
      ).toBe(200)
      expect(fs.existsSync(path.join(media('news-pdfs'), shared.filename))).toBe(true)
      expect(fs.existsSync(path.join(media('news-photos'), photo.filename))).toBe(true)
      expect((await send(r.newsItem.DELETE, `/api/admin/news/${b.id}`, 'DELETE')).status).toBe(200)
      expect(fs.existsSync(path.join(media('news-pdfs'), shared.filename))).toBe(false) // its last user is gone
      expect(fs.existsSync(path.join(media('news-photos'), photo.filename))).toBe(true)
    } finally {
      await payload.updateGlobal({ slug: 'leaders', data: { leaders: original.leaders ?? [] } })
    }
  })

  it('deletes an item with its files, and answers 404 for an unknown one', async () => {
    const [file, photo] = [await newsPdf(), await newsPhoto()]
    const created = (
      await read(
        await send(r.newsList.POST, '/api/admin/news', 'POST', { title: 'T', content: 'C', pdfUrl: file.url, photoUrl: photo.url }),
      )
    ).body as NewsItem
    expect(await read(await send(r.newsItem.DELETE, `/api/admin/news/${created.id}`, 'DELETE'))).toEqual({
      status: 200,
      body: { message: 'News item deleted' },
    })
    expect((await listNews()).some((n) => n.id === created.id)).toBe(false)
    expect(fs.existsSync(path.join(media('news-pdfs'), file.filename))).toBe(false)
    expect(storedVariants('news-photos', photo.filename)).toEqual([])
    for (const [handler, method] of [
      [r.newsItem.DELETE, 'DELETE'],
      [r.newsItem.PUT, 'PUT'],
    ] as const) {
      for (const id of [created.id, 999999999, 'abc']) {
        expect(
          await read(await send(handler, `/api/admin/news/${id}`, method, method === 'PUT' ? { title: 'T', content: 'C' } : undefined)),
        ).toEqual({
          status: 404,
          body: { message: 'News item not found' },
        })
      }
    }
  })

  it.each([
    ['no title', { content: 'C' }, 'Please fill in all required fields'],
    ['blank content', { title: 'T', content: '  ' }, 'Please fill in all required fields'],
    [
      'a PDF from another folder',
      { title: 'T', content: 'C', pdfUrl: '/cms-api/images/file/x.png' },
      'The PDF must be a file uploaded to news-pdfs.',
    ],
    [
      'an outside PDF URL',
      { title: 'T', content: 'C', pdfUrl: 'https://evil.example/x.pdf' },
      'The PDF must be a file uploaded to news-pdfs.',
    ],
    [
      'a PDF that was never uploaded',
      { title: 'T', content: 'C', pdfUrl: '/cms-api/documents/file/0-missing.pdf' },
      'The PDF must be a file uploaded to news-pdfs.',
    ],
    [
      'a photo that was never uploaded',
      { title: 'T', content: 'C', photoUrl: '/cms-api/images/file/0-missing.png' },
      'The photo must be an image uploaded to news-photos.',
    ],
  ])('answers 400 for %s and writes nothing (create and edit)', async (_, body, message) => {
    const existing = (await read(await send(r.newsList.POST, '/api/admin/news', 'POST', { title: 'Before', content: 'Before' })))
      .body as NewsItem
    const before = await counts()
    expect(await read(await send(r.newsList.POST, '/api/admin/news', 'POST', body))).toEqual({ status: 400, body: { message } })
    expect(await read(await send(r.newsItem.PUT, `/api/admin/news/${existing.id}`, 'PUT', body))).toEqual({
      status: 400,
      body: { message },
    })
    expect(await counts()).toEqual(before)
    expect((await listNews()).find((n) => n.id === existing.id)).toEqual(existing)
  })

  it('answers 400 to a body that is not JSON', async () => {
    const res = await call(r.newsList.POST, '/api/admin/news', { token: admin, raw: '{"title": ' })
    expect(res.status).toBe(400)
  })
})

// ---- Photos ---------------------------------------------------------------------------------------

type PhotoItem = { id: number; title: string; imageUrl: string; thumbnailUrl: string; uploadDate: string }

describe('photos', () => {
  it('creates a photo from an uploaded image and thumbnail; the answer carries thumbnailUrl', async () => {
    const [image, thumb] = [await galleryImage(), await galleryThumb()]
    const { status, body } = await read(
      await send(r.photosList.POST, '/api/admin/photos', 'POST', { title: 'Camp', imageUrl: image.url, thumbnailUrl: thumb.url }),
    )
    expect(status).toBe(201)
    expect(body).toMatchObject({ id: expect.any(Number), title: 'Camp', thumbnailUrl: thumb.url, uploadDate: expect.any(String) })
    expect(body.imageUrl).toMatch(new RegExp(`^/cms-api/gallery-images/file/${image.filename.replace('.jpg', '')}`))
    const list = (await read(await send(r.photosList.GET, '/api/admin/photos', 'GET'))).body as PhotoItem[]
    expect(list.find((p) => p.id === body.id)).toEqual(body)
  })

  it('deletes the record and both files', async () => {
    const [image, thumb] = [await galleryImage(), await galleryThumb()]
    const created = (
      await read(
        await send(r.photosList.POST, '/api/admin/photos', 'POST', { title: 'Camp', imageUrl: image.url, thumbnailUrl: thumb.url }),
      )
    ).body as PhotoItem
    expect(storedVariants('gallery-photos', image.filename).length).toBeGreaterThan(1)
    expect(await read(await send(r.photoItem.DELETE, `/api/admin/photos/${created.id}`, 'DELETE'))).toEqual({
      status: 200,
      body: { message: 'Photo deleted' },
    })
    expect(storedVariants('gallery-photos', image.filename)).toEqual([])
    expect(fs.existsSync(path.join(media('gallery-photos/thumbnails'), thumb.filename))).toBe(false)
    expect(await read(await send(r.photoItem.DELETE, `/api/admin/photos/${created.id}`, 'DELETE'))).toEqual({
      status: 404,
      body: { message: 'Photo not found' },
    })
    // The old addresses are simply gone: 404, not Payload's 500 for a file missing from disk.
    for (const url of [image.url, thumb.url]) expect((await serveFile(url)).status, url).toBe(404)
  })

  it('keeps an image another photo still shows', async () => {
    const image = await galleryImage()
    const one = (await read(await send(r.photosList.POST, '/api/admin/photos', 'POST', { title: 'One', imageUrl: image.url })))
      .body as PhotoItem
    await read(await send(r.photosList.POST, '/api/admin/photos', 'POST', { title: 'Two', imageUrl: image.url }))
    expect((await send(r.photoItem.DELETE, `/api/admin/photos/${one.id}`, 'DELETE')).status).toBe(200)
    expect(fs.existsSync(path.join(media('gallery-photos'), image.filename))).toBe(true)
  })

  it.each([
    ['no title', (i: string) => ({ imageUrl: i }), 'Title and image URL are required'],
    ['no image', () => ({ title: 'T' }), 'Title and image URL are required'],
    [
      'a thumbnail as the image',
      (_: string, t: string) => ({ title: 'T', imageUrl: t }),
      'The image must be a file uploaded to gallery-photos.',
    ],
    [
      'an image as the thumbnail',
      (i: string) => ({ title: 'T', imageUrl: i, thumbnailUrl: i.replace('gallery-images', 'gallery-thumbnails') }),
      'The thumbnail must be an image uploaded to gallery-photos/thumbnails.',
    ],
  ])('answers 400 for %s and writes nothing', async (_, make, message) => {
    const [image, thumb] = [await galleryImage(), await galleryThumb()]
    const before = await counts()
    expect(await read(await send(r.photosList.POST, '/api/admin/photos', 'POST', make(image.url, thumb.url)))).toEqual({
      status: 400,
      body: { message },
    })
    expect(await counts()).toEqual(before)
  })
})

// ---- Videos ---------------------------------------------------------------------------------------

type VideoItem = { id: number; title: string; description: string | null; videoUrl: string; uploadDate: string }

describe('videos', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/v/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/u/channel/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=short', 'https://www.youtube.com/watch?v=short'],
    ['https://vimeo.com/76979871', 'https://vimeo.com/76979871'],
  ])('stores %s as %s and answers the created video', async (videoUrl, stored) => {
    const { status, body } = await read(
      await send(r.videosList.POST, '/api/admin/videos', 'POST', { title: 'Camp video', description: 'About it', videoUrl }),
    )
    expect(status).toBe(201)
    expect(body).toEqual({
      id: expect.any(Number),
      title: 'Camp video',
      description: 'About it',
      videoUrl: stored,
      uploadDate: expect.any(String),
    })
    expect((await payload.findByID({ collection: 'videos', id: body.id })).videoUrl).toBe(stored)
  })

  it('updates a video in place, keeping its upload date, and deletes it', async () => {
    const created = (
      await read(await send(r.videosList.POST, '/api/admin/videos', 'POST', { title: 'Old', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }))
    ).body as VideoItem
    const { status, body } = await read(
      await send(r.videoItem.PUT, `/api/admin/videos/${created.id}`, 'PUT', {
        title: 'New',
        description: 'Now described',
        videoUrl: 'https://www.youtube.com/watch?v=Qm4xT7bLp2A',
      }),
    )
    expect(status).toBe(200)
    expect(body).toEqual({ ...created, title: 'New', description: 'Now described', videoUrl: 'https://www.youtube.com/embed/Qm4xT7bLp2A' })
    const list = (await read(await send(r.videosList.GET, '/api/admin/videos', 'GET'))).body as VideoItem[]
    expect(list.find((v) => v.id === created.id)).toEqual(body)
    expect(await read(await send(r.videoItem.DELETE, `/api/admin/videos/${created.id}`, 'DELETE'))).toEqual({
      status: 200,
      body: { message: 'Video deleted' },
    })
    expect(
      await read(
        await send(r.videoItem.PUT, `/api/admin/videos/${created.id}`, 'PUT', { title: 'T', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
      ),
    ).toEqual({
      status: 404,
      body: { message: 'Video not found' },
    })
    expect((await send(r.videoItem.DELETE, `/api/admin/videos/${created.id}`, 'DELETE')).status).toBe(404)
  })

  it('lists the newest first', async () => {
    const list = (await read(await send(r.videosList.GET, '/api/admin/videos', 'GET'))).body as VideoItem[]
    const dates = list.map((v) => Date.parse(v.uploadDate))
    expect(dates.length).toBeGreaterThan(1)
    expect(dates.every((d, i) => i === 0 || dates[i - 1] >= d)).toBe(true)
  })

  it.each([
    ['no title', { videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }, 'Title and video URL are required'],
    ['no URL', { title: 'T', description: 'D' }, 'Title and video URL are required'],
    ['a javascript: URL', { title: 'T', videoUrl: 'javascript:alert(1)' }, 'Please enter a video URL starting with http:// or https://'],
    [
      'a title of 201 characters',
      { title: 'x'.repeat(201), videoUrl: 'https://youtu.be/dQw4w9WgXcQ' },
      'The title must be at most 200 characters',
    ],
  ])('answers 400 for %s and writes nothing', async (_, body, message) => {
    const existing = (
      await read(await send(r.videosList.POST, '/api/admin/videos', 'POST', { title: 'Before', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }))
    ).body as VideoItem
    const before = await counts()
    expect(await read(await send(r.videosList.POST, '/api/admin/videos', 'POST', body))).toEqual({ status: 400, body: { message } })
    expect(await read(await send(r.videoItem.PUT, `/api/admin/videos/${existing.id}`, 'PUT', body))).toEqual({
      status: 400,
      body: { message },
    })
    expect(await counts()).toEqual(before)
    expect((await payload.findByID({ collection: 'videos', id: existing.id })).title).toBe('Before')
  })
})
