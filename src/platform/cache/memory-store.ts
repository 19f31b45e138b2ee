/**
 * One instance's cache entries, in memory, with the time each tag last expired here.
 * An entry is expired when one of its tags expired at or after the entry's birth.
 *
 * The birth is the time of the miss that led to the entry, not the time it was stored:
 * unstable_cache reads the database after the miss and stores the result later (after
 * the response, even). A change committed in between would otherwise leave an entry
 * read before the change but stored after its expiry: stale until the fallback.
 */

export type Entry = { value: unknown; lastModified: number; cacheControl?: unknown; tags: string[]; size: number }

const now = () => performance.timeOrigin + performance.now()

// Misses that never turn into an entry (the read failed) must not pile up.
const MAX_PENDING = 10_000

export class MemoryStore {
  private readonly entries = new Map<string, Entry>()
  private readonly tagExpiredAt = new Map<string, number>()
  private readonly pendingSince = new Map<string, number>()
  private size = 0

  constructor(
    private readonly maxSize = 50 * 1024 * 1024,
    private readonly clock: () => number = now,
  ) {}

  /**
   * The live entry for `key`, or null. `extraTags` are the caller's tags (Next passes
   * unstable_cache's tags and the page's implicit tags on every read). `maxAgeSeconds`
   * is the entry's fallback lifetime: an older entry is still returned (Next serves it
   * and refreshes it in the background) but the refresh counts as a new birth.
   */
  get(key: string, extraTags: readonly string[] = [], maxAgeSeconds?: number): Entry | null {
    const entry = this.entries.get(key)
    if (!entry || this.isExpired(entry, extraTags)) {
      if (entry) this.delete(key)
      this.markPending(key)
      return null
    }
    if (maxAgeSeconds !== undefined && this.clock() - entry.lastModified > maxAgeSeconds * 1000) this.markPending(key)
    // Least recently used goes first when memory runs out: move it to the end.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  set(key: string, value: unknown, tags: readonly string[], cacheControl?: unknown): void {
    const lastModified = this.pendingSince.get(key) ?? this.clock()
    this.pendingSince.delete(key)
    this.delete(key)
    const size = approximateSize(value)
    if (size > this.maxSize) return
    this.entries.set(key, { value, lastModified, cacheControl, tags: [...tags], size })
    this.size += size
    for (const [oldest] of this.entries) {
      if (this.size <= this.maxSize) break
      this.delete(oldest)
    }
  }

  /** Every entry carrying one of `tags`, or born before now, is expired from now on. */
  expireTags(tags: readonly string[]): void {
    const at = this.clock()
    for (const tag of tags) this.tagExpiredAt.set(tag, at)
  }

  /** Forgets every entry (when expiries may have been missed and cannot be told apart). */
  clear(): void {
    this.entries.clear()
    this.size = 0
  }

  get entryCount(): number {
    return this.entries.size
  }

  private isExpired(entry: Entry, extraTags: readonly string[]): boolean {
    for (const tag of [...entry.tags, ...extraTags]) {
      const expiredAt = this.tagExpiredAt.get(tag)
      if (expiredAt !== undefined && expiredAt >= entry.lastModified) return true
    }
    return false
  }

  private markPending(key: string) {
    if (this.pendingSince.has(key)) return
    if (this.pendingSince.size >= MAX_PENDING) this.pendingSince.clear()
    this.pendingSince.set(key, this.clock())
  }

  private delete(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.size -= entry.size
  }
}

function approximateSize(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0
  } catch {
    // Buffers in page entries stringify fine; anything else that does not is kept, counted small.
    return 1024
  }
}
