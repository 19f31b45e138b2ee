import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache'

import { getEnv } from '../platform/config/env'
import { MemoryStore } from '../platform/cache/memory-store'
import { TagListener } from '../platform/cache/tag-listener'

/**
 * Next.js's cache handler for the production server (next.config.ts `cacheHandler`;
 * loaded by Next itself, outside the app's bundles, in the process scripts/start.ts runs).
 * Entries stay in this instance's memory; what instances share is when a tag expires:
 * `revalidateTag` expires the tag here at once and publishes it through PostgreSQL
 * (src/platform/cache/tag-sql.ts), and the listener expires it here whenever any instance
 * publishes it. Payload's hooks publish in the change's own transaction
 * (src/platform/cache/revalidate.ts), so every writer reaches every instance.
 */

type Shared = { store: MemoryStore; listener?: TagListener; started: Promise<void> }

/** Told whenever any entry may have gone stale: a tag expired (here or on another instance) or the listener reset. */
export type ExpiryListener = () => void

// The response cache (src/runtime/response-cache) subscribes from the start script, which may load this
// module apart from the copy Next loads: both meet on globalThis.
const SUBSCRIBERS = Symbol.for('upcho.page-cache.subscribers')
function subscribers(): Set<ExpiryListener> {
  const holder = globalThis as { [SUBSCRIBERS]?: Set<ExpiryListener> }
  return (holder[SUBSCRIBERS] ??= new Set())
}
const tellSubscribers = () => subscribers().forEach((listener) => listener())

/** Calls `listener` on every expiry in this process; returns the unsubscribe. */
export function onPageCacheExpiry(listener: ExpiryListener): () => void {
  subscribers().add(listener)
  return () => subscribers().delete(listener)
}

// Next makes a handler per request; the entries and the connection are the process's.
const SHARED = Symbol.for('upcho.page-cache')
type Holder = { [SHARED]?: Shared }

function shared(maxMemoryCacheSize?: number): Shared {
  const holder = globalThis as Holder
  if (!holder[SHARED]) {
    const store = new MemoryStore(maxMemoryCacheSize || undefined)
    const url = getEnv().databaseUrl
    const listener = url
      ? new TagListener({
          connectionString: url,
          onExpire: (tags) => (store.expireTags(tags), tellSubscribers()),
          onReset: () => (store.clear(), tellSubscribers()),
        })
      : undefined
    holder[SHARED] = { store, listener, started: listener?.start() ?? Promise.resolve() }
  }
  return holder[SHARED]
}

/** Resolves once this process's listener has made its first attempt to connect (tests). */
export const pageCacheStarted = (): Promise<void> => (globalThis as Holder)[SHARED]?.started ?? Promise.resolve()

/**
 * Whether this process hears every instance's expiries right now. False before Next made its first
 * handler, without a database, and while the LISTEN connection is down: nothing may be kept then.
 */
export const pageCacheListening = (): boolean => (globalThis as Holder)[SHARED]?.listener?.connected ?? false

/** Stops this process's listener (tests; the start script's exit ends it anyway). */
export async function stopPageCache(): Promise<void> {
  const holder = globalThis as Holder
  await holder[SHARED]?.listener?.stop()
  delete holder[SHARED]
}

type GetContext = Parameters<CacheHandler['get']>[1]
type SetContext = Parameters<CacheHandler['set']>[2]
type Value = Parameters<CacheHandler['set']>[1]

const TAGS_HEADER = 'x-next-cache-tags'

/** A stored route's tags travel in its headers; a fetch entry's in the set context. */
function tagsOf(data: Value, ctx: SetContext): string[] {
  if (data?.kind === 'FETCH') return 'tags' in ctx ? (ctx.tags ?? []) : []
  const header = data && 'headers' in data ? data.headers?.[TAGS_HEADER] : undefined
  return typeof header === 'string' ? header.split(',') : []
}

export default class PageCacheHandler implements CacheHandler {
  private readonly shared: Shared

  constructor(ctx: CacheHandlerContext) {
    this.shared = shared(ctx.maxMemoryCacheSize)
  }

  async get(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    const fetch = ctx.kind === 'FETCH' ? ctx : undefined
    const tags = fetch ? [...(fetch.tags ?? []), ...(fetch.softTags ?? [])] : []
    const maxAge = typeof fetch?.revalidate === 'number' ? fetch.revalidate : undefined
    const entry = this.shared.store.get(key, tags, maxAge)
    if (!entry) return null
    return {
      lastModified: entry.lastModified,
      value: entry.value as Value,
      cacheControl: entry.cacheControl as CacheHandlerValue['cacheControl'],
    }
  }

  async set(key: string, data: Value, ctx: SetContext): Promise<void> {
    this.shared.store.set(key, data, tagsOf(data, ctx), 'cacheControl' in ctx ? ctx.cacheControl : undefined)
  }

  /**
   * Expires at once here, and on every instance through PostgreSQL (whatever the profile:
   * this site only expires). The publication is not awaited: Next may hold the response for
   * it, and a slow database must not slow the writer (it is retried after a reconnection).
   */
  async revalidateTag(tags: string | string[]): Promise<void> {
    const list = typeof tags === 'string' ? [tags] : tags
    this.shared.store.expireTags(list)
    tellSubscribers()
    void this.shared.listener?.publish(list)
  }

  resetRequestCache(): void {}
}
