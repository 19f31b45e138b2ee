import { MEDIA_MESSAGES, type PhotoInput } from '@/features/content/rules/media-input'
import { log } from '@/platform/log'
import { presentPhoto, type PhotoItem } from '@/features/content/presenters/media'
import type { AdminContext } from './context'
import { deleteItem } from './delete-item'
import { findUpload } from '../../../platform/uploads/files'

/** The photo gallery for /admin/media: records point at files uploaded through /api/admin/upload. */

export async function listPhotos({ payload }: AdminContext): Promise<PhotoItem[]> {
  const { docs } = await payload.find({
    collection: 'photos',
    sort: ['-uploadDate', '-id'],
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map(presentPhoto)
}

export async function createPhoto(ctx: AdminContext, { title, imageUrl, thumbnailUrl }: PhotoInput): Promise<PhotoItem> {
  const image = await findUpload(ctx.payload, 'gallery-images', imageUrl, MEDIA_MESSAGES.imageUrl)
  const thumbnail = thumbnailUrl ? await findUpload(ctx.payload, 'gallery-thumbnails', thumbnailUrl, MEDIA_MESSAGES.thumbnailUrl) : null
  const doc = await ctx.payload.create({
    collection: 'photos',
    data: { title, image, thumbnail, uploadDate: new Date().toISOString() },
    depth: 1,
    overrideAccess: true,
  })
  log.info({ requestId: ctx.requestId, userId: ctx.userId, photoId: doc.id, image, thumbnail }, 'photo created')
  return presentPhoto(doc)
}

/** Deletes the record; the collection's hooks release its image and thumbnail unless another record still shows them. */
export async function deletePhoto(ctx: AdminContext, id: number): Promise<void> {
  await deleteItem(ctx, 'photos', id, MEDIA_MESSAGES.photoNotFound)
  log.info({ requestId: ctx.requestId, userId: ctx.userId, photoId: id }, 'photo deleted')
}
