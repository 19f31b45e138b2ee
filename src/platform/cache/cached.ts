import { unstable_cache } from 'next/cache'

import { previewing } from '../http/preview'

/**
 * The public site's reads, cached across requests and tagged. Payload hooks
 * expire a tag on every instance when its content changes (src/platform/cache/revalidate.ts
 * src/platform/cache/). The hour-long fallback is only a backstop for changes that bypass
 * Payload altogether (an operator's SQL), which no hook can see.
 */
const FALLBACK_SECONDS = 3600

/**
 * unstable_cache needs Next's request context; scripts and tests that call a
 * route handler directly have none, and then read straight from the database.
 */
export function cached<A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string[], tags: string[]) {
  const withCache = unstable_cache(fn, key, { tags, revalidate: FALLBACK_SECONDS })
  return async (...args: A): Promise<R> => {
    try {
      return await withCache(...args)
    } catch (err) {
      if (err instanceof Error && err.message.includes('incrementalCache missing')) return fn(...args)
      throw err
    }
  }
}

/**
 * A read that shows drafts to staff previewing the page from the CMS
 * (src/platform/http/preview.ts), uncached; everyone else gets the cached published read.
 */
export function previewable<A extends unknown[], R>(read: (draft: boolean, ...args: A) => Promise<R>, key: string[], tags: string[]) {
  const published = cached((...args: A) => read(false, ...args), key, tags)
  return async (...args: A): Promise<R> => ((await previewing()) ? read(true, ...args) : published(...args))
}
