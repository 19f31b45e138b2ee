import type { Payload } from 'payload'

import { seedCirculars } from '@/features/circulars'
import { seedGlobals } from './globals'
import { seedDocumentHindi } from './hindi'
import { sceneJpeg } from './images'
import { news, photos, videos } from './media-content'
import { newsHi, photosHi, videosHi } from './media-content-hi'
import { seedGrievances } from '@/features/grievances'
import { DEMO_MEMBER_EMAIL, seedMembers } from './members'
import { makePdf } from '../../platform/seed/pdf'
import { ensureDocument, ensureGalleryImage, ensureImage, findId, istNoon } from '../../platform/seed/util'

/**
 * Demo content for a fresh installation (run once per database: `seedDemoOnce` in
 * ./once.ts). Safe to run again after a start that died half-way: each item is
 * looked up by its natural key (title, e-mail, user and year) before it is created,
 * and globals are left alone once they hold text. The Hindi side of each item
 * is written where it is still empty (./hindi.ts).
 */

type Log = (msg: string) => void

async function createNews(payload: Payload, log: Log, item: (typeof news)[number]) {
  const pdf = item.pdf
    ? await ensureDocument(payload, log, item.pdf.title, item.pdf.filename, () => makePdf(item.pdf!.lines, item.pdf!.title))
    : undefined
  const photo = item.photo
    ? await ensureImage(payload, log, item.photo.alt, item.photo.filename, () => sceneJpeg(item.photo!.seed, item.photo!.kind))
    : undefined
  const doc = await payload.create({
    collection: 'news',
    data: { title: item.title, content: item.content, date: istNoon(item.date), pdf, photo },
    overrideAccess: true,
  })
  log(`created news "${item.title}"`)
  return doc.id
}

async function createPhoto(payload: Payload, log: Log, item: (typeof photos)[number]) {
  const image = await ensureGalleryImage(payload, log, item.title, item.filename, () => sceneJpeg(item.seed, item.kind))
  const doc = await payload.create({
    collection: 'photos',
    data: { title: item.title, image, uploadDate: istNoon(item.uploadDate) },
    overrideAccess: true,
  })
  log(`created photo "${item.title}"`)
  return doc.id
}

async function createVideo(payload: Payload, log: Log, item: (typeof videos)[number]) {
  const doc = await payload.create({
    collection: 'videos',
    data: { title: item.title, description: item.description, videoUrl: item.videoUrl, uploadDate: istNoon(item.uploadDate) },
    overrideAccess: true,
  })
  log(`created video "${item.title}"`)
  return doc.id
}

/** Each item by its English title: created when missing, then given its Hindi where that is still empty. */
async function seedMedia(payload: Payload, log: Log) {
  for (const item of news) {
    const id = (await findId(payload, 'news', { title: { equals: item.title } })) ?? (await createNews(payload, log, item))
    await seedDocumentHindi(payload, log, 'news', id, newsHi[item.title])
  }
  for (const item of photos) {
    const id = (await findId(payload, 'photos', { title: { equals: item.title } })) ?? (await createPhoto(payload, log, item))
    await seedDocumentHindi(payload, log, 'photos', id, photosHi[item.title])
  }
  for (const item of videos) {
    const id = (await findId(payload, 'videos', { title: { equals: item.title } })) ?? (await createVideo(payload, log, item))
    await seedDocumentHindi(payload, log, 'videos', id, videosHi[item.title])
  }
}

export async function seedDemo(payload: Payload, log: (msg: string) => void): Promise<void> {
  await seedGlobals(payload, log)
  await seedMedia(payload, log)
  await seedCirculars(payload, log)
  await seedMembers(payload, log)
  await seedGrievances(payload, DEMO_MEMBER_EMAIL, log)
}
