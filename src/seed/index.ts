import type { Payload } from 'payload'

import { seedCirculars } from './circulars'
import { seedGlobals } from './globals'
import { sceneJpeg } from './images'
import { news, photos, videos } from './media-content'
import { seedMembers } from './members'
import { makePdf } from './pdf'
import { ensureDocument, ensureGalleryImage, ensureImage, findId, istNoon } from './util'

/**
 * Demo content for a fresh installation (run once per database: `seedDemoOnce` in
 * ./once.ts). Safe to run again after a start that died half-way: each item is
 * looked up by its natural key (title, e-mail, user and year) before it is created,
 * and globals are left alone once they hold text.
 */

type Log = (msg: string) => void

async function seedNews(payload: Payload, log: Log) {
  for (const item of news) {
    if ((await findId(payload, 'news', { title: { equals: item.title } })) !== undefined) continue
    const pdf = item.pdf
      ? await ensureDocument(payload, log, item.pdf.title, item.pdf.filename, () => makePdf(item.pdf!.lines, item.pdf!.title))
      : undefined
    const photo = item.photo
      ? await ensureImage(payload, log, item.photo.alt, item.photo.filename, () => sceneJpeg(item.photo!.seed, item.photo!.kind))
      : undefined
    await payload.create({
      collection: 'news',
      data: { title: item.title, content: item.content, date: istNoon(item.date), pdf, photo },
      overrideAccess: true,
    })
    log(`created news "${item.title}"`)
  }
}

async function seedPhotos(payload: Payload, log: Log) {
  for (const item of photos) {
    if ((await findId(payload, 'photos', { title: { equals: item.title } })) !== undefined) continue
    const image = await ensureGalleryImage(payload, log, item.title, item.filename, () => sceneJpeg(item.seed, item.kind))
    await payload.create({
      collection: 'photos',
      data: { title: item.title, image, uploadDate: istNoon(item.uploadDate) },
      overrideAccess: true,
    })
    log(`created photo "${item.title}"`)
  }
}

async function seedVideos(payload: Payload, log: Log) {
  for (const item of videos) {
    if ((await findId(payload, 'videos', { title: { equals: item.title } })) !== undefined) continue
    await payload.create({
      collection: 'videos',
      data: { title: item.title, description: item.description, videoUrl: item.videoUrl, uploadDate: istNoon(item.uploadDate) },
      overrideAccess: true,
    })
    log(`created video "${item.title}"`)
  }
}

export async function seedDemo(payload: Payload, log: (msg: string) => void): Promise<void> {
  await seedGlobals(payload, log)
  await seedNews(payload, log)
  await seedPhotos(payload, log)
  await seedVideos(payload, log)
  await seedCirculars(payload, log)
  await seedMembers(payload, log)
}
