import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as getNewsById } from '../../../src/app/api/news/[id]/route'
import { GET as getNews } from '../../../src/app/api/news/route'
import { GET as getPhotos } from '../../../src/app/api/photos/route'
import { GET as getVideos } from '../../../src/app/api/videos/route'
import { makePdf } from '../../../src/platform/seed/pdf'
import { testPayload, unique } from '../../support/payload'

/** The public read API of spec §7, called as Next.js would call the route handlers. */
let payload: Payload
const tag = unique()
const ids: Record<string, number> = {}

const req = (path: string) => new Request(`http://localhost:3999${path}`)
const json = async (res: Response) => ({ status: res.status, body: await res.json() })
const newsById = async (id: string) => json(await getNewsById(req(`/api/news/${id}`), { params: Promise.resolve({ id }) }))
const keys = (o: object) => Object.keys(o).sort()
const isNewestFirst = (dates: string[]) => dates.every((d, i) => i === 0 || Date.parse(dates[i - 1]) >= Date.parse(d))

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

beforeAll(async () => {
  payload = await testPayload()
  const pdfData = makePdf(['Circular', 'For the API test'])
  const pdf = await payload.create({
    collection: 'documents',
    data: { title: 'Circular' },
    file: { data: pdfData, mimetype: 'application/pdf', name: `api-${tag}.pdf`, size: pdfData.length },
  })
  const photo = await payload.create({
    collection: 'images',
    data: { alt: 'A camp' },
    file: { data: PNG_1x1, mimetype: 'image/png', name: `api-${tag}.png`, size: PNG_1x1.length },
  })
  // Dates after every seeded or test item, so these three are the newest in the list.
  const news = [
    { key: 'files', title: `With files ${tag}`, date: '2031-01-03T00:00:00.000Z', pdf: pdf.id, photo: photo.id },
    { key: 'plain', title: `Plain ${tag}`, date: '2031-01-02T00:00:00.000Z' },
    { key: 'older', title: `Older ${tag}`, date: '2031-01-01T00:00:00.000Z' },
  ]
  // Created oldest last, so the order of creation cannot pass for the order by date.
  for (const { key, ...data } of news)
    ids[key] = (await payload.create({ collection: 'news', data: { ...data, content: 'First paragraph\nSecond paragraph' } })).id

  const sharp = (await import('sharp')).default
  const big = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#b91c1c' } })
    .jpeg()
    .toBuffer()
  const image = await payload.create({
    collection: 'gallery-images',
    data: {},
    file: { data: big, mimetype: 'image/jpeg', name: `gallery-${tag}.jpg`, size: big.length },
  })
  ids.photoOld = (
    await payload.create({
      collection: 'photos',
      data: { title: `Old photo ${tag}`, image: image.id, uploadDate: '2031-02-01T00:00:00.000Z' },
    })
  ).id
  ids.photoNew = (
    await payload.create({
      collection: 'photos',
      data: { title: `New photo ${tag}`, image: image.id, uploadDate: '2031-02-02T00:00:00.000Z' },
    })
  ).id

  ids.videoOld = (
    await payload.create({
      collection: 'videos',
      data: { title: `Old video ${tag}`, videoUrl: 'https://youtu.be/dQw4w9WgXcQ', uploadDate: '2031-03-01T00:00:00.000Z' },
    })
  ).id
  ids.videoNew = (
    await payload.create({
      collection: 'videos',
      data: {
        title: `New video ${tag}`,
        description: 'About the camp',
        videoUrl: 'https://www.youtube.com/watch?v=Qm4xT7bLp2A',
        uploadDate: '2031-03-02T00:00:00.000Z',
      },
    })
  ).id
})

describe('GET /api/news', () => {
  it('lists every news item, newest first, with exactly the fields of spec §3', async () => {
    const { status, body } = await json(await getNews(req('/api/news')))
    expect(status).toBe(200)
    expect(Array.isArray(body)).toBe(true)
    for (const item of body) expect(keys(item)).toEqual(['content', 'date', 'id', 'pdfUrl', 'photoUrl', 'title'])
    expect(isNewestFirst(body.map((n: { date: string }) => n.date))).toBe(true)
    expect(body.slice(0, 3).map((n: { id: number }) => n.id)).toEqual([ids.files, ids.plain, ids.older])
  })

  it('gives file URLs when there are files and null when there are none', async () => {
    const { body } = await json(await getNews(req('/api/news')))
    const withFiles = body.find((n: { id: number }) => n.id === ids.files)
    const plain = body.find((n: { id: number }) => n.id === ids.plain)
    expect(withFiles.pdfUrl).toMatch(new RegExp(`^/.*api-${tag}.*\\.pdf$`))
    expect(withFiles.photoUrl).toMatch(new RegExp(`^/.*api-${tag}.*\\.png$`))
    expect([plain.pdfUrl, plain.photoUrl]).toEqual([null, null])
  })
})

describe('GET /api/news/{id}', () => {
  it('returns one item with exactly the fields of spec §3', async () => {
    const { status, body } = await newsById(String(ids.files))
    expect(status).toBe(200)
    expect(keys(body)).toEqual(['content', 'date', 'id', 'pdfUrl', 'photoUrl', 'title'])
    expect(body).toMatchObject({
      id: ids.files,
      title: `With files ${tag}`,
      content: 'First paragraph\nSecond paragraph',
      date: '2031-01-03T00:00:00.000Z',
    })
    expect(body.pdfUrl).toMatch(/\.pdf$/)
    expect(body.photoUrl).toMatch(/\.png$/)
  })

  it('returns null file URLs for an item without files', async () => {
    const { status, body } = await newsById(String(ids.plain))
    expect(status).toBe(200)
    expect(body).toEqual({
      id: ids.plain,
      title: `Plain ${tag}`,
      content: 'First paragraph\nSecond paragraph',
      date: '2031-01-02T00:00:00.000Z',
      pdfUrl: null,
      photoUrl: null,
    })
  })

  it.each(['abc', '-1', '1.5', '0', '12345678901234567890', '1e3', ' 1', '%', ''])(
    'answers 404 with a message for the malformed id %j',
    async (id) => {
      expect(await newsById(id)).toEqual({ status: 404, body: { message: 'News item not found' } })
    },
  )

  it('answers 404 for an id that is well formed but unknown, and for a deleted item', async () => {
    expect(await newsById(String(ids.files + 100_000))).toEqual({ status: 404, body: { message: 'News item not found' } })
    const gone = await payload.create({
      collection: 'news',
      data: { title: `Gone ${tag}`, content: 'x', date: '2020-01-01T00:00:00.000Z' },
    })
    expect((await newsById(String(gone.id))).status).toBe(200)
    await payload.delete({ collection: 'news', id: gone.id })
    expect(await newsById(String(gone.id))).toEqual({ status: 404, body: { message: 'News item not found' } })
  })
})

describe('GET /api/photos', () => {
  it('lists photos newest first with exactly the fields of spec §3: the large WebP and the JPEG thumbnail', async () => {
    const { status, body } = await json(await getPhotos(req('/api/photos')))
    expect(status).toBe(200)
    for (const photo of body) expect(keys(photo)).toEqual(['id', 'imageUrl', 'thumbnailUrl', 'title', 'uploadDate'])
    expect(isNewestFirst(body.map((p: { uploadDate: string }) => p.uploadDate))).toBe(true)
    expect(body.slice(0, 2).map((p: { id: number }) => p.id)).toEqual([ids.photoNew, ids.photoOld])
    expect(body[0].imageUrl).toMatch(new RegExp(`gallery-${tag}.*\\.webp$`))
    expect(body[0].thumbnailUrl).toMatch(new RegExp(`gallery-${tag}.*\\.jpe?g$`))
    expect(body[0].imageUrl).not.toBe(body[0].thumbnailUrl)
  })
})

describe('GET /api/videos', () => {
  it('lists videos newest first with exactly the fields of spec §3, links in embed form', async () => {
    const { status, body } = await json(await getVideos(req('/api/videos')))
    expect(status).toBe(200)
    for (const video of body) expect(keys(video)).toEqual(['description', 'id', 'title', 'uploadDate', 'videoUrl'])
    expect(isNewestFirst(body.map((v: { uploadDate: string }) => v.uploadDate))).toBe(true)
    expect(body.slice(0, 2)).toEqual([
      {
        id: ids.videoNew,
        title: `New video ${tag}`,
        description: 'About the camp',
        videoUrl: 'https://www.youtube.com/embed/Qm4xT7bLp2A',
        uploadDate: '2031-03-02T00:00:00.000Z',
      },
      {
        id: ids.videoOld,
        title: `Old video ${tag}`,
        description: null,
        videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        uploadDate: '2031-03-01T00:00:00.000Z',
      },
    ])
  })
})
