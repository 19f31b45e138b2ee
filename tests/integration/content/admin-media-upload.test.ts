import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { getEnv } from '../../../src/platform/config/env'

import { call } from '../../support/auth'

import { exifTags, jpeg, phonePhoto, png } from '../../fixtures/media/images'

import { streamedUpload, upload, uploadRequest } from '../../fixtures/media/requests'

import {
  useAdminMediaRoutes,
  payload,
  admin,
  r,
  media,
  storedVariants,
  pdf,
  counts,
  diskFiles,
  uploadOk,
} from '../../support/admin-media-routes'

/** POST /api/admin/upload: what it accepts (security.md 'Uploads'), where it stores it, and how the files are served. */
useAdminMediaRoutes()

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
