/** One cached page: the HTML in every encoding we serve, and what its answer needs. */
export type CachedPage = {
  identity: Buffer
  gzip: Buffer
  br: Buffer
  etag: string
  /** The Content-Security-Policy of a hit: the stored HTML's inline scripts allowed by their hashes. */
  policy: string
  /** Next's own headers of the answer (content type, Vary, Link, …), without the per-request ones. */
  headers: Record<string, string | string[]>
  storedAt: number
}

export type StoreOptions = { maxBytes: number; maxAgeMs: number; now?: () => number }

const sizeOf = (page: CachedPage) => page.identity.length + page.gzip.length + page.br.length + 1024

/**
 * This process's cached pages: least recently used first out beyond `maxBytes`, none older than
 * `maxAgeMs` (what a page shows may depend on the time: the grievance report's month, a notice's
 * dates). `generation` counts the times everything was dropped: a render that began in an older
 * generation may have read what has since changed, so `set` refuses it.
 */
export class PageStore {
  private readonly pages = new Map<string, CachedPage>()
  private bytes = 0
  private gen = 0
  private readonly now: () => number

  constructor(private readonly options: StoreOptions) {
    this.now = options.now ?? Date.now
  }

  get generation(): number {
    return this.gen
  }

  get size(): number {
    return this.pages.size
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key)
    if (!page) return undefined
    if (this.now() - page.storedAt >= this.options.maxAgeMs) {
      this.remove(key, page)
      return undefined
    }
    // Map keeps insertion order: moving the page to the end makes the first one the least recently used.
    this.pages.delete(key)
    this.pages.set(key, page)
    return page
  }

  /** Keeps `page` unless everything was dropped since its render began (`generation` then), or it is too big. */
  set(key: string, page: Omit<CachedPage, 'storedAt'>, generation: number): boolean {
    if (generation !== this.gen) return false
    const stored = { ...page, storedAt: this.now() }
    if (sizeOf(stored) > this.options.maxBytes) return false
    const old = this.pages.get(key)
    if (old) this.remove(key, old)
    this.pages.set(key, stored)
    this.bytes += sizeOf(stored)
    for (const [oldest, victim] of this.pages) {
      if (this.bytes <= this.options.maxBytes) break
      this.remove(oldest, victim)
    }
    return true
  }

  /** Forgets every page, and every render still under way. */
  clear(): void {
    this.gen++
    this.pages.clear()
    this.bytes = 0
  }

  private remove(key: string, page: CachedPage) {
    this.pages.delete(key)
    this.bytes -= sizeOf(page)
  }
}
