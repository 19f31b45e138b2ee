import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '../../../src/platform/config/env'
import { UPLOAD_MESSAGES } from '../../../src/platform/uploads/file-types'
import { makePdf } from '../../../src/platform/seed/pdf'
import { testPayload } from '../../support/payload'
import { exifTags, jpeg, phonePhoto, png } from '../../fixtures/media/images'
import { pdfs } from '../../fixtures/media/pdfs'
import { multipart, upload } from '../../fixtures/media/requests'
import { signIn, type Handler } from '../../support/admin-fixtures'

/**
 * Uploads through Payload's own REST API (/cms-api, which the /cms admin UI uses;
 * open to editors) pass the same checks as /api/admin/upload:
 * the collections' beforeOperation hook (src/platform/uploads/upload-hook.ts) sniffs
 * the content, renames the file, re-encodes photos without EXIF/GPS and refuses
 * PDFs with scripts; every stored file is served with a sandbox policy.
 */
let payload: Payload
let editor: string
let admin: string
const rest = {} as Record<'GET' | 'POST' | 'PATCH', Handler>
let adminUpload: Handler

beforeAll(async () => {
  payload = await testPayload()
  editor = (await signIn(payload, 'editor')).token
  admin = (await signIn(payload, 'admin')).token
  // The handlers of src/app/(payload)/cms-api/[...slug]/route.ts, built here without its stylesheet import.
  const { REST_GET, REST_PATCH, REST_POST } = await import('@payloadcms/next/routes')
  const config = (await import('../../../payload.config')).default
  const slugOf = (request: Request) => ({ params: Promise.resolve({ slug: new URL(request.url).pathname.split('/').slice(2) }) })
  for (const [method, make] of [
    ['GET', REST_GET],
    ['POST', REST_POST],
    ['PATCH', REST_PATCH],
  ] as const) {
    const handler = make(config)
    rest[method] = (request) => handler(request, slugOf(request))
  }
  adminUpload = (await import('../../../src/app/api/admin/upload/route')).POST as Handler
})

type Doc = { id: number; filename: string; mimeType: string; url: string; sizes?: Record<string, { filename: string | null }> }
type File = { data: Buffer; filename: string; type: string }

/** POST (or PATCH) /cms-api/<slug>[/<id>] as multipart, the way the /cms admin UI sends a file. */
async function cmsUpload(
  slug: string,
  file: File | null,
  { id, data = {}, token = editor }: { id?: number; data?: object; token?: string } = {},
) {
  const parts = [
    ...(file ? [{ name: 'file', filename: file.filename, type: file.type, data: file.data }] : []),
    { name: '_payload', value: JSON.stringify(data) },
  ]
  const { body, contentType } = multipart(parts)
  const url = `http://localhost/cms-api/${slug}${id ? `/${id}` : ''}`
  const res = await rest[id ? 'PATCH' : 'POST'](
    new Request(url, {
      method: id ? 'PATCH' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body: body as Uint8Array<ArrayBuffer>,
    }),
  )
  const answer = (await res.json()) as { doc?: Doc; errors?: { message: string }[] }
  return { status: res.status, doc: answer.doc, message: answer.errors?.[0]?.message }
}

const folderOf = {
  images: 'news-photos',
  'gallery-images': 'gallery-photos',
  'gallery-thumbnails': 'gallery-photos/thumbnails',
  documents: 'news-pdfs',
} as const
const onDisk = (slug: keyof typeof folderOf, filename: string) => path.join(getEnv().mediaDir, folderOf[slug], filename)
const count = async (slug: keyof typeof folderOf) => (await payload.count({ collection: slug, overrideAccess: true })).totalDocs
const GENERATED = (ext: string) => new RegExp(`^\\d{13}-[0-9a-f]{12}\\.${ext}$`)

describe('uploads through /cms-api pass the checks of /api/admin/upload', () => {
  it('refuses an HTML page named poly.html declared as image/png (415), storing nothing', async () => {
    const before = await count('images')
    const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(localStorage.token)</script></body></html>')
    const res = await cmsUpload('images', { data: html, filename: 'poly.html', type: 'image/png' })
    expect({ status: res.status, message: res.message }).toEqual({
      status: 415,
      message: 'Only JPEG, PNG or WebP images can be uploaded here.',
    })
    expect(await count('images')).toBe(before)
  })

  it('stores a PNG named x.html as .png under a new random name', async () => {
    const res = await cmsUpload('gallery-thumbnails', { data: await png(16, 16), filename: 'x.html', type: 'text/html' })
    expect(res.status).toBe(201)
    expect(res.doc!.filename).toMatch(GENERATED('png'))
    expect(res.doc!.mimeType).toBe('image/png')
    expect(fs.existsSync(onDisk('gallery-thumbnails', res.doc!.filename))).toBe(true)
  })

  it.each(['images', 'gallery-images', 'gallery-thumbnails'] as const)(
    'stores a phone photo in %s without EXIF or GPS, under a new name',
    async (slug) => {
      const original = await phonePhoto()
      expect(exifTags((await sharp(original).metadata()).exif).gps.length).toBeGreaterThan(0)
      const res = await cmsUpload(slug, { data: original, filename: 'IMG_0001.jpg', type: 'image/jpeg' })
      expect(res.status).toBe(201)
      expect(res.doc!.filename).toMatch(GENERATED('jpg'))
      const files = [res.doc!.filename, ...Object.values(res.doc!.sizes ?? {}).flatMap((s) => (s.filename ? [s.filename] : []))]
      for (const file of files) {
        const stored = fs.readFileSync(onDisk(slug, file))
        expect((await sharp(stored).metadata()).exif).toBeUndefined()
        expect(stored.includes('SecretPhone')).toBe(false)
      }
      // Upright: orientation 6 was applied to the pixels before the tag went.
      const meta = await sharp(onDisk(slug, res.doc!.filename)).metadata()
      expect([meta.width, meta.height]).toEqual([20, 40])
    },
  )

  it('checks a file that replaces another (PATCH) the same way', async () => {
    const created = await cmsUpload('gallery-thumbnails', { data: await jpeg(), filename: 'a.jpg', type: 'image/jpeg' })
    const refused = await cmsUpload(
      'gallery-thumbnails',
      { data: Buffer.from('<svg onload="alert(1)"/>'), filename: 'b.png', type: 'image/png' },
      { id: created.doc!.id },
    )
    expect({ status: refused.status, message: refused.message }).toEqual({
      status: 415,
      message: 'Only JPEG, PNG or WebP images can be uploaded here.',
    })
    const replaced = await cmsUpload(
      'gallery-thumbnails',
      { data: await phonePhoto(), filename: 'b.html', type: 'text/html' },
      { id: created.doc!.id },
    )
    expect(replaced.status).toBe(200)
    expect(replaced.doc!.filename).toMatch(GENERATED('jpg'))
    expect((await sharp(onDisk('gallery-thumbnails', replaced.doc!.filename)).metadata()).exif).toBeUndefined()
  })

  it('never fetches a file from a URL in the data instead of an upload (400)', async () => {
    const before = await count('documents')
    const res = await cmsUpload('documents', null, { data: { filename: 'x.pdf', url: 'http://127.0.0.1:9/x.pdf' } })
    expect({ status: res.status, message: res.message }).toEqual({ status: 400, message: UPLOAD_MESSAGES.noFile.en })
    expect(await count('documents')).toBe(before)
  })

  it('keeps a PDF byte for byte under a new name, and refuses a cut one', async () => {
    const data = makePdf(['Circular'])
    const res = await cmsUpload('documents', { data, filename: 'circular.html', type: 'text/html' })
    expect(res.status).toBe(201)
    expect(res.doc!.filename).toMatch(GENERATED('pdf'))
    expect(fs.readFileSync(onDisk('documents', res.doc!.filename)).equals(data)).toBe(true)
    const cut = await cmsUpload('documents', { data: data.subarray(0, data.length - 30), filename: 'cut.pdf', type: 'application/pdf' })
    expect({ status: cut.status, message: cut.message }).toEqual({ status: 415, message: UPLOAD_MESSAGES.damagedPdf.en })
  })
})

describe("the Local API (the seed, the server's own code) passes the same gate", () => {
  it('keeps the name it gives, with the extension of the real type, and strips EXIF', async () => {
    const data = await phonePhoto()
    const doc = await payload.create({
      collection: 'gallery-thumbnails',
      data: {},
      file: { data, mimetype: 'text/html', name: '../seed-photo.html', size: data.length },
    })
    expect(doc.filename).toMatch(/^seed-photo(-\d+)?\.jpg$/)
    expect((await sharp(onDisk('gallery-thumbnails', doc.filename!)).metadata()).exif).toBeUndefined()
    await expect(
      payload.create({
        collection: 'images',
        data: {},
        file: { data: Buffer.from('<html></html>'), mimetype: 'image/png', name: 'a.png', size: 13 },
      }),
    ).rejects.toThrow('Only JPEG, PNG or WebP images can be uploaded here.')
  })
})

describe('PDFs with scripts are refused, by either way in', () => {
  it.each([
    ['JavaScript run by /OpenAction', pdfs.openActionJavaScript(), UPLOAD_MESSAGES.pdfScripts.en],
    ['#-escaped /JavaScript and /JS names', pdfs.escapedNames(), UPLOAD_MESSAGES.pdfScripts.en],
    ['a /Launch action', pdfs.launch(), UPLOAD_MESSAGES.pdfScripts.en],
    ['JavaScript in a compressed object stream', pdfs.inObjectStream(), UPLOAD_MESSAGES.pdfScripts.en],
    ['an object stream that cannot be read', pdfs.unreadableObjectStream(), UPLOAD_MESSAGES.pdfUncheckable.en],
  ])('%s: 415 through /cms-api and /api/admin/upload', async (_, data, message) => {
    const before = await count('documents')
    const viaCms = await cmsUpload('documents', { data, filename: 'circular.pdf', type: 'application/pdf' })
    expect({ status: viaCms.status, message: viaCms.message }).toEqual({ status: 415, message })
    const viaApi = await upload(adminUpload, admin, 'news-pdfs', { data, filename: 'circular.pdf', type: 'application/pdf' })
    expect({ status: viaApi.status, body: viaApi.body }).toEqual({ status: 415, body: { message } })
    expect(await count('documents')).toBe(before)
  })

  it('accepts an /OpenAction that only opens a page', async () => {
    const res = await cmsUpload('documents', { data: pdfs.plainOpenAction(), filename: 'a.pdf', type: 'application/pdf' })
    expect(res.status).toBe(201)
  })
})

describe('stored files are served sandboxed', () => {
  it.each([
    ['documents', () => Promise.resolve(makePdf(['Served'])), 'application/pdf'],
    ['images', () => png(32, 32), 'image/png'],
  ] as const)('%s: Content-Security-Policy sandbox and nosniff', async (slug, make, type) => {
    const res = await cmsUpload(slug, { data: await make(), filename: 'f', type })
    expect(res.status).toBe(201)
    const urls = [
      res.doc!.url,
      ...Object.values(res.doc!.sizes ?? {}).flatMap((s) => ('url' in s && typeof s.url === 'string' ? [s.url] : [])),
    ]
    for (const url of urls) {
      const file = await rest.GET(new Request(`http://localhost${url}`))
      expect(file.status).toBe(200)
      expect(file.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/)
      expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })
})

describe('/cms pages', () => {
  it('get a policy against framing, plugins and <base>, and /cms-api files keep their own', async () => {
    // Next's proxy needs AsyncLocalStorage as a global, which Next sets up in its own server.
    const { AsyncLocalStorage } = await import('node:async_hooks')
    ;(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage
    const { proxy } = await import('../../../src/proxy')
    const { NextRequest } = await import('next/server')
    for (const page of ['/cms', '/cms/login', '/cms/collections/news']) {
      const csp = (await proxy(new NextRequest(`http://localhost${page}`))).headers.get('content-security-policy') ?? ''
      for (const rule of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) expect(csp, page).toContain(rule)
    }
    expect(
      (await proxy(new NextRequest('http://localhost/cms-api/documents/file/1767225600000-a1b2c3d4e5f6.pdf'))).headers.get(
        'content-security-policy',
      ),
    ).toBeNull()
  })
})
