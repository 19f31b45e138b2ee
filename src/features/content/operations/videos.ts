import { MEDIA_MESSAGES, type VideoInput } from '@/features/content/rules/media-input'
import { log } from '@/platform/log'
import { presentVideo, type VideoItem } from '@/features/content/presenters/media'
import { HttpError } from '../../../platform/http/route'
import type { AdminContext } from './context'
import { deleteItem } from './delete-item'

/** The video gallery for /admin/media; URLs are stored in embed form (src/features/content/rules/youtube.ts). */

export async function listVideos({ payload }: AdminContext): Promise<VideoItem[]> {
  const { docs } = await payload.find({
    collection: 'videos',
    sort: ['-uploadDate', '-id'],
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map(presentVideo)
}

async function assertExists(ctx: AdminContext, id: number) {
  const { totalDocs } = await ctx.payload.count({ collection: 'videos', where: { id: { equals: id } }, overrideAccess: true })
  if (!totalDocs) throw new HttpError(404, MEDIA_MESSAGES.videoNotFound)
}

export async function createVideo(ctx: AdminContext, input: VideoInput): Promise<VideoItem> {
  const doc = await ctx.payload.create({
    collection: 'videos',
    data: { ...input, uploadDate: new Date().toISOString() },
    overrideAccess: true,
  })
  log.info({ requestId: ctx.requestId, userId: ctx.userId, videoId: doc.id }, 'video created')
  return presentVideo(doc)
}

/** Changes title, description and URL; the upload date stays. */
export async function updateVideo(ctx: AdminContext, id: number, input: VideoInput): Promise<VideoItem> {
  await assertExists(ctx, id)
  const doc = await ctx.payload.update({ collection: 'videos', id, data: input, overrideAccess: true })
  log.info({ requestId: ctx.requestId, userId: ctx.userId, videoId: id }, 'video updated')
  return presentVideo(doc)
}

export async function deleteVideo(ctx: AdminContext, id: number): Promise<void> {
  await deleteItem(ctx, 'videos', id, MEDIA_MESSAGES.videoNotFound)
  log.info({ requestId: ctx.requestId, userId: ctx.userId, videoId: id }, 'video deleted')
}
