import crypto from 'node:crypto'
import type http from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { log } from '../../platform/log'
import { requestIdOf } from '../../platform/http/request-id'
import { commonSecurityHeaders, hashedContentSecurityPolicy } from '../../platform/http/security-headers'
import { nonceOfPolicy, prepareHtml } from './html'
import { inlineStylesheets, linkHeaderWithout, type StylesheetReader } from './inline-styles'
import { cacheKeyOf } from './rules'
import { PageStore, type CachedPage } from './store'
import { teeBody } from './tee'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)
const DECODERS: Record<string, (body: Buffer) => Promise<Buffer>> = {
  identity: async (body) => body,
  gzip: promisify(zlib.gunzip),
  br: promisify(zlib.brotliDecompress),
  deflate: promisify(zlib.inflate),
}

/** The header that says how a page request was answered: `hit`, `miss` (rendered), `bypass` (cache off meanwhile). */
export const CACHE_STATUS_HEADER = 'x-page-cache'

export type ResponseCacheOptions = {
  https: boolean
  /** Whether this process hears every instance's expiries now (src/runtime/next-cache-handler.ts `pageCacheListening`). */
  listening: () => boolean
  /** Calls back on every expiry (src/runtime/next-cache-handler.ts `onPageCacheExpiry`). */
  onExpiry: (listener: () => void) => void
  maxBytes?: number
  maxAgeMs?: number
  /** The build's stylesheets, inlined into each kept page (./inline-styles.ts); without it pages keep their links. */
  stylesheets?: StylesheetReader
}

export type ResponseCache = {
  /** Answers `req` from the cache, or lets `render` (Next) answer it and keeps a copy when it may. */
  handle: (req: http.IncomingMessage, res: http.ServerResponse, render: () => void) => void
  store: PageStore
}

/** Headers of Next's answer that belong to that one request, or that a hit sets itself. */
const PER_REQUEST = new Set([
  'set-cookie',
  'content-security-policy',
  'x-request-id',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  'etag',
  'cache-control',
  CACHE_STATUS_HEADER,
  ...Object.keys(commonSecurityHeaders(true)).map((name) => name.toLowerCase()),
])

/**
 * The response cache for anonymous public page GETs (docs/decisions/011-response-cache.md), in front of Next in the start script. Each process keeps its own pages, but
 * when they expire is shared: any tag expiring on any instance (PostgreSQL LISTEN/NOTIFY, src/platform/cache/)
 * drops them all, as does a lost LISTEN connection; every page shows the site settings anyway.
 */
export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const store = new PageStore({ maxBytes: options.maxBytes ?? 64 * 1024 * 1024, maxAgeMs: options.maxAgeMs ?? 60_000 })
  options.onExpiry(() => store.clear())

  const handle: ResponseCache['handle'] = (req, res, render) => {
    const key = cacheKeyOf(req.method, req.url, req.headers)
    if (key === null) return render()
    if (!options.listening()) {
      // Expiries from other instances are not heard now: nothing kept may be trusted, nothing new kept.
      store.clear()
      res.setHeader(CACHE_STATUS_HEADER, 'bypass')
      return render()
    }
    const page = store.get(key)
    if (page) return serveHit(req, res, page, options.https)
    // One render per page at a time: when a page expires under load (a CMS change drops them all), the
    // requests behind the first wait for its copy instead of each rendering the page again.
    const rendering = inFlight.get(key)
    if (rendering) {
      rendering.then(() => {
        const kept = store.get(key)
        if (kept) return serveHit(req, res, kept, options.https)
        res.setHeader(CACHE_STATUS_HEADER, 'miss')
        render()
      })
      return
    }

    const generation = store.generation
    res.setHeader(CACHE_STATUS_HEADER, 'miss')
    if (req.method === 'GET') {
      let settle!: () => void
      const ours = new Promise<void>((resolve) => (settle = resolve))
      inFlight.set(key, ours)
      const release = () => {
        if (inFlight.get(key) === ours) inFlight.delete(key)
        settle()
      }
      // A response cut off (or too large to keep) releases the waiters too: they render for themselves.
      let handedOver = false
      res.once('close', () => handedOver || release())
      // Next compresses for this client as usual; the copy is decoded again before it is kept.
      teeBody(res, (body) => {
        handedOver = true
        keep(store, key, res, body, generation, options)
          .catch((err) => log.warn({ error: String(err), path: key }, 'response cache: page not kept'))
          .finally(release)
      })
    }
    render()
  }
  const inFlight = new Map<string, Promise<void>>()
  return { handle, store }
}

async function keep(
  store: PageStore,
  key: string,
  res: http.ServerResponse,
  body: Buffer,
  generation: number,
  options: ResponseCacheOptions,
) {
  if (res.statusCode !== 200 || res.hasHeader('set-cookie')) return
  if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return
  const decode = DECODERS[String(res.getHeader('content-encoding') ?? 'identity').toLowerCase()]
  if (!decode) return
  const rendered = (await decode(body)).toString('utf8')
  const styled = options.stylesheets ? await inlineStylesheets(rendered, options.stylesheets) : { html: rendered, inlined: [] }
  const { html, scriptHashes } = prepareHtml(styled.html, nonceOfPolicy(String(res.getHeader('content-security-policy') ?? '')))
  const identity = Buffer.from(html, 'utf8')
  const [gzipped, brotlied] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ])
  const headers: CachedPage['headers'] = {}
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined && !PER_REQUEST.has(name)) headers[name] = Array.isArray(value) ? value : String(value)
  }
  if (typeof headers.link === 'string') headers.link = linkHeaderWithout(headers.link, styled.inlined)
  if (headers.link === '') delete headers.link
  // The hit's policy is the same for every visitor of this copy: built once here, not on each hit.
  const policy = hashedContentSecurityPolicy(scriptHashes, { dev: false, https: options.https })
  const etag = `"${crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
  // Still listening, and nothing expired since the render began: else what it read may be stale.
  if (options.listening()) store.set(key, { identity, gzip: gzipped, br: brotlied, etag, policy, headers }, generation)
}

function serveHit(req: http.IncomingMessage, res: http.ServerResponse, page: CachedPage, https: boolean) {
  res.setHeader('x-request-id', requestIdOf(req.headers['x-request-id']))
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value)
  for (const [name, value] of Object.entries(commonSecurityHeaders(https))) res.setHeader(name, value)
  res.setHeader('content-security-policy', page.policy)
  res.setHeader('vary', withAcceptEncoding(page.headers.vary))
  // Anyone may keep it, but must ask again each time (the ETag makes that cheap): a CMS change shows at once.
  res.setHeader('cache-control', 'public, no-cache')
  res.setHeader('etag', page.etag)
  res.setHeader(CACHE_STATUS_HEADER, 'hit')
  if (matches(req.headers['if-none-match'], page.etag)) {
    res.statusCode = 304
    return res.end()
  }
  const encoding = chooseEncoding(req.headers['accept-encoding'])
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity
  if (encoding !== 'identity') res.setHeader('content-encoding', encoding)
  res.setHeader('content-length', body.length)
  res.statusCode = 200
  res.end(req.method === 'HEAD' ? undefined : body)
}

function withAcceptEncoding(vary: string | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(',') : (vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return names.some((name) => name.toLowerCase() === 'accept-encoding') ? names.join(', ') : [...names, 'Accept-Encoding'].join(', ')
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()))
}

/** br before gzip when both are accepted; an encoding given q=0 is refused. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    (acceptEncoding ?? '').split(',').flatMap((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return q && Number(q.slice(2)) === 0 ? [] : [name.trim()]
    }),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return 'identity'
}
