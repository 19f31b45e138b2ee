import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { call } from '../../support/auth'

import {
  useAdminMediaRoutes,
  payload,
  admin,
  r,
  media,
  storedVariants,
  send,
  read,
  counts,
  newsPdf,
  newsPhoto,
} from '../../support/admin-media-routes'

/** The media desk's news: create, list, change and delete, with their PDF and photo on disk. */
useAdminMediaRoutes()

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
