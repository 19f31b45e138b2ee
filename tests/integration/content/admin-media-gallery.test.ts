import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import {
  useAdminMediaRoutes,
  payload,
  r,
  media,
  storedVariants,
  send,
  read,
  counts,
  galleryImage,
  galleryThumb,
  serveFile,
} from '../../support/admin-media-routes'

/** The media desk's photos and videos: create, list and delete; a deleted photo's files leave the disk. */
useAdminMediaRoutes()

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
