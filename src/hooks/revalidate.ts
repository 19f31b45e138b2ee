import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/**
 * Public pages read the CMS through cached queries (src/lib/queries.ts), each
 * tagged. A change in the CMS or the admin pages expires its tag at once, so the
 * next visitor sees it. Outside a Next.js request (the start script's seed, tests)
 * there is no cache to expire and revalidateTag throws; that is expected.
 */
async function expireTag(tag: string) {
  try {
    // Imported on use: the start script and tests load this config outside Next.js.
    const { revalidateTag } = await import('next/cache')
    revalidateTag(tag, { expire: 0 })
  } catch {
    // not inside Next.js: nothing cached here
  }
}

export const revalidateCollection = (tag: string): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } => ({
  afterChange: [
    async ({ doc }) => {
      await expireTag(tag)
      return doc
    },
  ],
  afterDelete: [
    async ({ doc }) => {
      await expireTag(tag)
      return doc
    },
  ],
})

export const revalidateGlobal = (tag: string): GlobalAfterChangeHook[] => [
  async ({ doc }) => {
    await expireTag(tag)
    return doc
  },
]

/** Cache tags, one per kind of public content. */
export const TAGS = {
  news: 'news',
  photos: 'photos',
  videos: 'videos',
  /** Files change what news, photos and globals show (URLs, sizes). */
  files: 'files',
  global: (slug: string) => `global:${slug}`,
} as const
