import type { CollectionSlug, Payload, Where } from 'payload'

/**
 * Noon in India on the given day. Day-only values stored as midnight would show
 * as the previous day in any time zone west of UTC; noon IST is the same day
 * in India and in UTC.
 */
export const istNoon = (day: string) => `${day}T06:30:00.000Z`

/** The id of the first document matching `where`, or undefined. */
export async function findId(payload: Payload, collection: CollectionSlug, where: Where) {
  const found = await payload.find({ collection, where, limit: 1, depth: 0, pagination: false, overrideAccess: true })
  return found.docs[0]?.id
}

export const jpegFile = (data: Buffer, name: string) => ({ data, mimetype: 'image/jpeg', name, size: data.length })
export const pngFile = (data: Buffer, name: string) => ({ data, mimetype: 'image/png', name, size: data.length })
export const pdfFile = (data: Buffer, name: string) => ({ data, mimetype: 'application/pdf', name, size: data.length })

type Log = (msg: string) => void

/**
 * Uploads are looked up by their alt text (or title) first, so a seed that stopped
 * half-way does not leave a second copy of a file behind when it runs again.
 */
export async function ensureImage(payload: Payload, log: Log, alt: string, filename: string, render: () => Promise<Buffer>) {
  const existing = await findId(payload, 'images', { alt: { equals: alt } })
  if (existing !== undefined) return existing
  const data = await render()
  const file = filename.endsWith('.png') ? pngFile(data, filename) : jpegFile(data, filename)
  const doc = await payload.create({ collection: 'images', data: { alt }, file, overrideAccess: true })
  log(`uploaded image ${filename}`)
  return doc.id
}

export async function ensureGalleryImage(payload: Payload, log: Log, alt: string, filename: string, render: () => Promise<Buffer>) {
  const existing = await findId(payload, 'gallery-images', { alt: { equals: alt } })
  if (existing !== undefined) return existing
  const data = await render()
  const doc = await payload.create({ collection: 'gallery-images', data: { alt }, file: jpegFile(data, filename), overrideAccess: true })
  log(`uploaded gallery image ${filename}`)
  return doc.id
}

export async function ensureDocument(payload: Payload, log: Log, title: string, filename: string, render: () => Buffer) {
  const existing = await findId(payload, 'documents', { title: { equals: title } })
  if (existing !== undefined) return existing
  const doc = await payload.create({ collection: 'documents', data: { title }, file: pdfFile(render(), filename), overrideAccess: true })
  log(`uploaded document ${filename}`)
  return doc.id
}
