import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { publishTags } from './publish'
import { executorOf } from '@/platform/db/transaction'

/**
 * Public pages read the CMS through cached queries (src/features/content/operations/queries.ts), each
 * tagged. A change, whoever makes it (the CMS, the admin pages, REST, the Local
 * API in a script or the seed), expires its tag on every instance:
 *  - in the change's own transaction, the tag is published through PostgreSQL
 *    (src/platform/cache/publish.ts); every instance's cache handler hears it at commit;
 *  - inside a Next.js request, revalidateTag also expires it in this process at
 *    the end of the request, so the writer reads its own change on its next call.
 * Outside a Next.js request (the start script's seed, scripts, tests) there is no
 * cache in this process and revalidateTag throws; that is expected.
 */
async function expireTag(tag: string, req: PayloadRequest) {
  await publishTags(await executorOf(req), [tag])
  try {
    // Imported on use: the start script and tests load this config outside Next.js.
    const { revalidateTag } = await import('next/cache')
    revalidateTag(tag, { expire: 0 })
  } catch {
    // not inside Next.js: nothing cached here
  }
}

export const revalidateCollection = (
  tag: string,
): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } => ({
  afterChange: [
    async ({ doc, req }) => {
      await expireTag(tag, req)
      return doc
    },
  ],
  afterDelete: [
    async ({ doc, req }) => {
      await expireTag(tag, req)
      return doc
    },
  ],
})

export const revalidateGlobal = (tag: string): GlobalAfterChangeHook[] => [
  async ({ doc, req }) => {
    await expireTag(tag, req)
    return doc
  },
]

/** Cache tags, one per kind of public content. */
export const TAGS = {
  news: 'news',
  photos: 'photos',
  videos: 'videos',
  circulars: 'circulars',
  /** Files change what news, photos and globals show (URLs, sizes). */
  files: 'files',
  global: (slug: string) => `global:${slug}`,
} as const
