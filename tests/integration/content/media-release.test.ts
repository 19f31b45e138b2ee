import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '../../../src/platform/config/env'
import { makePdf } from '../../../src/platform/seed/pdf'
import { call } from '../../support/auth'
import { testPayload } from '../../support/payload'
import { withParams } from '../../support/route-params'
import { jpeg, png } from '../../fixtures/media/images'
import { signIn, type Handler } from '../../support/admin-fixtures'

/**
 * A file that a news item or a gallery photo stops using leaves storage whoever
 * makes the change ('Side effects where every writer passes'): the same
 * cases through the Local API as /cms and scripts use it (no service of ours in
 * between), through Payload's REST API at /cms-api as an admin, and through the
 * admin pages' /api/admin/* handlers. The collections' hooks do the work
 * (src/platform/uploads/release-files.ts); the services no longer release anything.
 */
let payload: Payload
let admin: string
const api = {} as Record<'newsItem' | 'photoItem', Record<string, Handler>>
const rest = {} as Record<'PATCH' | 'DELETE', Handler>

beforeAll(async () => {
  payload = await testPayload()
  admin = (await signIn(payload, 'admin')).token
  const handlers = (mod: object) => mod as Record<string, Handler>
  api.newsItem = handlers(withParams('/api/admin/news/[id]', await import('../../../src/app/api/admin/news/[id]/route')))
  api.photoItem = handlers(withParams('/api/admin/photos/[id]', await import('../../../src/app/api/admin/photos/[id]/route')))
  // The handlers of src/app/(payload)/cms-api/[...slug]/route.ts, built here without its stylesheet import.
  const { REST_DELETE, REST_PATCH } = await import('@payloadcms/next/routes')
  const config = (await import('../../../payload.config')).default
  const slugOf = (request: Request) => ({ params: Promise.resolve({ slug: new URL(request.url).pathname.split('/').slice(2) }) })
  const [patch, del] = [REST_PATCH(config), REST_DELETE(config)]
  rest.PATCH = (request) => patch(request, slugOf(request))
  rest.DELETE = (request) => del(request, slugOf(request))
})

// ---- Files --------------------------------------------------------------------------------------

type Slug = 'documents' | 'images' | 'gallery-images' | 'gallery-thumbnails'
type File = { slug: Slug; id: number; url: string; filename: string }
const FOLDER: Record<Slug, string> = {
  documents: 'news-pdfs',
  images: 'news-photos',
  'gallery-images': 'gallery-photos',
  'gallery-thumbnails': 'gallery-photos/thumbnails',
}

let n = 0
async function stored(slug: Slug): Promise<File> {
  n += 1
  const [data, mimetype, ext] =
    slug === 'documents'
      ? [makePdf([`Release ${n}`]), 'application/pdf', 'pdf']
      : slug === 'images'
        ? [await png(64, 48), 'image/png', 'png']
        : [await jpeg(640, 480), 'image/jpeg', 'jpg']
  const doc = await payload.create({
    collection: slug,
    data: {},
    file: { data, mimetype, name: `release-${Date.now()}-${n}.${ext}`, size: data.length },
  })
  return { slug, id: doc.id, url: doc.url!.replace(/\?.*$/, ''), filename: doc.filename! }
}

const dir = (file: File) => path.join(getEnv().mediaDir, FOLDER[file.slug])
/** The stored file and every size Payload made of it (name-640x480.webp ...). */
const onDisk = (file: File) => fs.readdirSync(dir(file)).filter((f) => f.startsWith(file.filename.replace(/\.[^.]+$/, '')))
const uploadDoc = async (file: File) => (await payload.count({ collection: file.slug, where: { id: { equals: file.id } } })).totalDocs

async function expectGone(...files: File[]) {
  for (const file of files) {
    expect(await uploadDoc(file), `${file.slug} ${file.filename}`).toBe(0)
    expect(onDisk(file), `${file.slug} ${file.filename}`).toEqual([])
  }
}
async function expectKept(...files: File[]) {
  for (const file of files) {
    expect(await uploadDoc(file), `${file.slug} ${file.filename}`).toBe(1)
    expect(onDisk(file), `${file.slug} ${file.filename}`).toContain(file.filename)
  }
}

// ---- Writers ------------------------------------------------------------------------------------

type NewsFiles = { pdf: File | null; photo: File | null }
type PhotoFiles = { image: File; thumbnail: File | null }
type Writer = {
  updateNews(id: number, files: NewsFiles): Promise<void>
  deleteNews(id: number): Promise<void>
  deletePhoto(id: number): Promise<void>
  updatePhoto?(id: number, files: PhotoFiles): Promise<void>
}

const ids = (files: Partial<Record<string, File | null>>) => Object.fromEntries(Object.entries(files).map(([k, f]) => [k, f ? f.id : null]))
async function ok(res: Promise<Response>) {
  const response = await res
  expect(response.status, await response.clone().text()).toBe(200)
}
const restCall = (method: 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  ok(call(rest[method], `/cms-api/${url}`, { method, body, token: admin }))
const apiCall = (handler: Handler, url: string, method: string, body?: unknown) => ok(call(handler, url, { method, body, token: admin }))

const writers: [name: string, writer: Writer][] = [
  [
    'the Local API (as /cms and scripts write)',
    {
      updateNews: async (id, files) => void (await payload.update({ collection: 'news', id, data: ids(files) })),
      deleteNews: async (id) => void (await payload.delete({ collection: 'news', id })),
      deletePhoto: async (id) => void (await payload.delete({ collection: 'photos', id })),
      updatePhoto: async (id, files) => void (await payload.update({ collection: 'photos', id, data: ids(files) })),
    },
  ],
  [
    "Payload's REST API at /cms-api",
    {
      updateNews: (id, files) => restCall('PATCH', `news/${id}`, ids(files)),
      deleteNews: (id) => restCall('DELETE', `news/${id}`),
      deletePhoto: (id) => restCall('DELETE', `photos/${id}`),
      updatePhoto: (id, files) => restCall('PATCH', `photos/${id}`, ids(files)),
    },
  ],
  [
    '/api/admin/*',
    {
      updateNews: (id, { pdf, photo }) =>
        apiCall(api.newsItem.PUT, `/api/admin/news/${id}`, 'PUT', {
          title: 'News',
          content: 'Body',
          pdfUrl: pdf?.url ?? null,
          photoUrl: photo?.url ?? null,
        }),
      deleteNews: (id) => apiCall(api.newsItem.DELETE, `/api/admin/news/${id}`, 'DELETE'),
      deletePhoto: (id) => apiCall(api.photoItem.DELETE, `/api/admin/photos/${id}`, 'DELETE'),
    },
  ],
]

const createNews = async (files: NewsFiles) =>
  (await payload.create({ collection: 'news', data: { title: 'News', content: 'Body', date: new Date().toISOString(), ...ids(files) } })).id
const createPhoto = async ({ image, thumbnail }: { image: File; thumbnail?: File }) =>
  (
    await payload.create({
      collection: 'photos',
      data: { title: 'Photo', uploadDate: new Date().toISOString(), image: image.id, thumbnail: thumbnail?.id ?? null },
    })
  ).id

describe.each(writers)('files released through %s', (_, writer) => {
  it('replacing a news PDF and removing its photo deletes both old upload documents and their files (with sizes)', async () => {
    const [oldPdf, photo, newPdf] = [await stored('documents'), await stored('images'), await stored('documents')]
    const id = await createNews({ pdf: oldPdf, photo })
    expect(onDisk(photo).length).toBeGreaterThan(1) // the photo and Payload's sizes
    await writer.updateNews(id, { pdf: newPdf, photo: null })
    await expectGone(oldPdf, photo)
    await expectKept(newPdf)
  })

  it('an edit that keeps the files keeps them', async () => {
    const [pdf, photo] = [await stored('documents'), await stored('images')]
    const id = await createNews({ pdf, photo })
    await writer.updateNews(id, { pdf, photo })
    await expectKept(pdf, photo)
  })

  it('deleting a news item deletes its PDF and photo', async () => {
    const [pdf, photo] = [await stored('documents'), await stored('images')]
    await writer.deleteNews(await createNews({ pdf, photo }))
    await expectGone(pdf, photo)
  })

  it('deleting a gallery photo deletes its image (with sizes) and thumbnail', async () => {
    const [image, thumbnail] = [await stored('gallery-images'), await stored('gallery-thumbnails')]
    const id = await createPhoto({ image, thumbnail })
    expect(onDisk(image).length).toBeGreaterThan(1)
    await writer.deletePhoto(id)
    await expectGone(image, thumbnail)
    expect(await payload.count({ collection: 'photos', where: { id: { equals: id } } })).toMatchObject({ totalDocs: 0 })
  })

  it("keeps a file another news item, a leader's portrait or another photo still uses, until its last user lets go", async () => {
    const [sharedPdf, portrait, image] = [await stored('documents'), await stored('images'), await stored('gallery-images')]
    const [a, b] = [await createNews({ pdf: sharedPdf, photo: portrait }), await createNews({ pdf: sharedPdf, photo: null })]
    const [one, two] = [await createPhoto({ image }), await createPhoto({ image })]
    const original = await payload.findGlobal({ slug: 'leaders', depth: 0 })
    await payload.updateGlobal({
      slug: 'leaders',
      data: { leaders: [{ name: 'Dr. Asha Singh', position: 'President', photo: portrait.id }] },
    })
    try {
      await writer.updateNews(a, { pdf: null, photo: null })
      await writer.deletePhoto(one)
      await expectKept(sharedPdf, portrait, image)
      await writer.deleteNews(b)
      await writer.deletePhoto(two)
      await expectGone(sharedPdf, image)
      await expectKept(portrait)
    } finally {
      await payload.updateGlobal({ slug: 'leaders', data: { leaders: original.leaders ?? [] } })
    }
  })
})

// Only /cms can change a gallery photo's files; the admin pages delete and add.
describe.each(writers.filter(([, w]) => w.updatePhoto))('a gallery photo edited through %s', (_, writer) => {
  it('replacing its image and thumbnail deletes the old ones', async () => {
    const [oldImage, oldThumb, newImage] = [
      await stored('gallery-images'),
      await stored('gallery-thumbnails'),
      await stored('gallery-images'),
    ]
    const id = await createPhoto({ image: oldImage, thumbnail: oldThumb })
    await writer.updatePhoto!(id, { image: newImage, thumbnail: null })
    await expectGone(oldImage, oldThumb)
    await expectKept(newImage)
  })
})

describe('bulk changes in /cms', () => {
  it('deleting several photos at once that share an image deletes it once, with the rest', async () => {
    const [image, thumbA, thumbB] = [await stored('gallery-images'), await stored('gallery-thumbnails'), await stored('gallery-thumbnails')]
    const photos = [await createPhoto({ image, thumbnail: thumbA }), await createPhoto({ image, thumbnail: thumbB })]
    const result = await payload.delete({ collection: 'photos', where: { id: { in: photos } } })
    expect(result.errors).toEqual([])
    expect(result.docs).toHaveLength(2)
    await expectGone(image, thumbA, thumbB)
  })

  it('a bulk edit through the REST API releases each item’s replaced file', async () => {
    const [pdfA, pdfB, kept] = [await stored('documents'), await stored('documents'), await stored('documents')]
    const items = [await createNews({ pdf: pdfA, photo: null }), await createNews({ pdf: pdfB, photo: null })]
    await restCall('PATCH', `news?${items.map((id, i) => `where[id][in][${i}]=${id}`).join('&')}`, { pdf: kept.id })
    await expectGone(pdfA, pdfB)
    await expectKept(kept)
  })
})
