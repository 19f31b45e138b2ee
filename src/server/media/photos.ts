import { MEDIA_MESSAGES, validatePhoto } from '@/domain/media-input'
import { log } from '@/lib/log'
import { presentPhoto, type PhotoItem } from '@/presenters/media'
import { HttpError } from '../http'
import type { AdminContext } from './context'
import { findUpload } from './files'

/** The photo gallery for /admin/media: records point at files uploaded through /api/admin/upload. */

export async function listPhotos({ payload }: AdminContext): Promise<PhotoItem[]> {
  const { docs } = await payload.find({ collection: 'photos', sort: ['-uploadDate', '-id'], depth: 1, pagination: false, overrideAccess: true })
  return docs.map(presentPhoto)
}

export async function createPhoto(ctx: AdminContext, body: unknown): Promise<PhotoItem> {
  const result = validatePhoto(body)
  if (!result.ok) throw new HttpError(400, result.message)
  const { title } = result.value
  const image = await findUpload(ctx.payload, 'gallery-images', result.value.image, MEDIA_MESSAGES.imageUrl)
  const thumbnail = result.value.thumbnail
    ? await findUpload(ctx.payload, 'gallery-thumbnails', result.value.thumbnail, MEDIA_MESSAGES.thumbnailUrl)
    : null
  const doc = await ctx.payload.create({
    collection: 'photos',
    data: { title, image, thumbnail, uploadDate: new Date().toISOString() },
    depth: 1,
    overrideAccess: true,
  })
  log.info('photo created', { requestId: ctx.requestId, userId: ctx.userId, photoId: doc.id, image, thumbnail })
  return presentPhoto(doc)
}

/** Deletes the record; the collection's hooks release its image and thumbnail unless another record still shows them. */
export async function deletePhoto(ctx: AdminContext, id: number): Promise<void> {
  const { totalDocs } = await ctx.payload.count({ collection: 'photos', where: { id: { equals: id } }, overrideAccess: true })
  if (!totalDocs) throw new HttpError(404, MEDIA_MESSAGES.photoNotFound)
  await ctx.payload.delete({ collection: 'photos', id, overrideAccess: true })
  log.info('photo deleted', { requestId: ctx.requestId, userId: ctx.userId, photoId: id })
}
